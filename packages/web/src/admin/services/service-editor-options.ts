// What the Services Manager's schema-driven form adds to the service schema: the image categories
// of the spec's calls (admin spec §7), the slug rule as a hint, and the features list's wording and
// its confirm (admin spec §5). Patterns start with the list: every field is `services.{i}.…`.
import type { EditorOptions } from '../forms/editor-options';

export const DELETE_SERVICE_QUESTION = 'Delete this service?';
export const DELETE_FEATURE_QUESTION = 'Delete this feature?';

export const SERVICE_EDITOR_OPTIONS: EditorOptions = {
  category: 'services-hero',
  categories: {
    'services.*.heroImage': 'services-hero',
    'services.*.features.*.iconPath': 'feature-icons',
  },
  labels: { 'services.*.features.*.iconPath': 'Icon' },
  hints: {
    'services.*.slug': 'The address of the page: /services/{slug}. Leave it empty to have it made from the title when you save.',
  },
  lists: {
    'services.*.features': { itemLabel: 'Feature', addLabel: 'Add Feature', confirmRemove: DELETE_FEATURE_QUESTION },
  },
};
