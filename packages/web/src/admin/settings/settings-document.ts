// The site settings as the editor's save path sees them: saved whole with PUT and read back, each
// with its version.
import type { SiteSettings } from '@site/contracts';
import { fetchSettings, saveSettings } from '../api/seo';
import type { VersionedDocument } from '../save/document-session';

export const SETTINGS_DOCUMENT: VersionedDocument<SiteSettings, SiteSettings> = {
  send: (values, basedOn) => saveSettings(values, basedOn),
  load: fetchSettings,
};
