// Which image-library category an imported image goes into: the one the editor files that field's
// uploads under (the registry's editor options, the services' categories), so the library looks
// as if the editor had made it.
import { getSection, SERVICE_FIELD_CATEGORIES, SERVICE_IMAGE_CATEGORY, type SectionKey } from '@site/contracts';

/** `at` is the field's place in the document, as `socials.0.icon` (a service's: `3.heroImage`). */
export function imageCategory(owner: SectionKey | 'services', at: string): string {
  const pattern = at.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
  if (owner === 'services') return SERVICE_FIELD_CATEGORIES[pattern.replace(/^\*\./, '')] ?? SERVICE_IMAGE_CATEGORY;
  const { category, categories } = getSection(owner).editor;
  return categories?.[pattern] ?? category;
}
