// The services list as the save path sees it: saved whole with one PUT (an empty slug derived from
// the title first, as the server would) and read back, each with the list's version.
import type { Service } from '@site/contracts';
import { listServices, saveServices } from '../api/services';
import type { VersionedDocument } from '../save/document-session';
import { withDerivedSlugs } from './service-list';
import type { ServicesToSave } from './services-form-schema';

export const SERVICES_LIST: VersionedDocument<Service[], ServicesToSave> = {
  send: (list, basedOn) => saveServices(withDerivedSlugs(list), basedOn),
  load: listServices,
};
