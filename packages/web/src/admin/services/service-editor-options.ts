// What the Services Manager's schema-driven form adds to the service schema: the library categories
// its images are filed under, the slug rule as a hint, and the features list's wording and its
// confirm. Patterns start with the list: every field is `services.{i}.…`.
import { SERVICE_FIELD_CATEGORIES, SERVICE_IMAGE_CATEGORY } from '@site/contracts';
import type { EditorOptions } from '../form/editor-options';

export const DELETE_SERVICE_QUESTION = 'Delete this service?';
/** A saved service's delete is a new version of the list, so History can bring it back. */
export const DELETE_SAVED_SERVICE_DETAIL =
  'Its page leaves the site at once. History keeps the list as it was: restoring the version before the delete brings the service back.';
/** A service never saved leaves nothing behind. */
export const DELETE_NEW_SERVICE_DETAIL = 'It has not been saved yet, so it cannot be brought back.';
const DELETE_FEATURE_QUESTION = 'Delete this feature?';

export const SERVICE_EDITOR_OPTIONS: EditorOptions = {
  // The contract's categories (the importer files a service's images the same way), here within the list.
  category: SERVICE_IMAGE_CATEGORY,
  categories: Object.fromEntries(
    Object.entries(SERVICE_FIELD_CATEGORIES).map(([field, category]) => [`services.*.${field}`, category]),
  ),
  labels: { 'services.*.features.*.iconPath': 'Icon' },
  hints: {
    'services.*.slug':
      "The end of the page's web address, as in /services/cleaning. Leave it empty to have it made from the title when you save.",
  },
  lists: {
    'services.*.features': { itemLabel: 'Feature', addLabel: 'Add Feature', confirmRemove: DELETE_FEATURE_QUESTION },
  },
};
