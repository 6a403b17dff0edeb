// Which image-library category an imported image goes into: the category the editor uploads that
// field's images with (packages/web/src/admin/editors/section-editors.ts and
// admin/services/service-editor-options.ts), so the library looks as if the editor had made it.
// Copied rather than imported: the server does not depend on the web package.
import type { SectionKey } from '@site/contracts';

const SECTION_CATEGORIES: Record<SectionKey, string> = {
  navbar: 'navbar', footer: 'footer', carousel: 'carousel', hero: 'hero', cards: 'cards', homeServices: 'services',
  statistics: 'statistics', gridCards: 'grid-cards', featuredVideo: 'featured-video', whyUs: 'why-us', ourClients: 'clients',
  news: 'news', associates: 'associates', homeContact: 'contact', location: 'location', about1: 'about', message: 'message-image',
  about2: 'about', team: 'team-member', faq: 'faq', contact1: 'contact-locations', contact2: 'contact', gallery: 'gallery',
  projects: 'projects',
};

/** Fields whose editor uses a category other than its section's; list indexes are written `*`. */
const FIELD_CATEGORIES: Partial<Record<SectionKey | 'services', Record<string, string>>> = {
  footer: { 'socials.*.icon': 'footer-social' },
  about1: { image1: 'about1-image1', image2: 'about1-image2' },
  services: { '*.heroImage': 'services-hero', '*.features.*.iconPath': 'feature-icons' },
};

/** `at` is the field's place in the document, as `socials.0.icon`. */
export function imageCategory(owner: SectionKey | 'services', at: string): string {
  const pattern = at.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
  return FIELD_CATEGORIES[owner]?.[pattern] ?? (owner === 'services' ? 'services-hero' : SECTION_CATEGORIES[owner]);
}
