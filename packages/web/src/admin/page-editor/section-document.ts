// One section as the save path sees it: saved whole with PUT and read back, each with its version.
import type { SectionKey } from '@site/contracts';
import { fetchSection, saveSection } from '../api/sections';
import type { VersionedDocument } from '../save/document-session';
import type { Values } from './section-form';

export function sectionDocument(key: SectionKey): VersionedDocument<Values, Values> {
  return {
    // The form's values were checked by this section's schema: they are its data.
    send: (values, basedOn) => saveSection(key, values as never, basedOn),
    load: () => fetchSection(key),
  };
}
