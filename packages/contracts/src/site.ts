// What the public site imports from the contract: plain values and functions, no zod and no section
// schemas, so its scripts stay small (a browser test fails if zod reaches them). The types of every
// module come along (type-only); the package's root adds the schemas for the server and the editor.
export * from './addresses.js';
export * from './api-paths.js';
export * from './colours.js';
export * from './contact-rules.js';
export * from './languages.js';
export * from './media.js';
export * from './page-sections.js';
export * from './public-pages.js';
export * from './render.js';
export * from './rich-text-content.js';
export * from './seo-rules.js';
export * from './sections/layout.page.js';
export * from './sections/home.page.js';
export * from './sections/about.page.js';
export * from './sections/contact.page.js';
export * from './sections/showcase.page.js';
export * from './sections/blocks.page.js';
export * from './custom-page-rules.js';
export * from './custom-page-path.js';
export type * from './pages.js';
export type { SectionData, SectionDocuments, SectionInput } from './registry.js';
export type * from './sections/layout.js';
export type * from './sections/home.js';
export type * from './sections/about.js';
export type * from './sections/contact.js';
export type * from './sections/showcase.js';
export type * from './sections/blocks.js';
export type { Service, ServiceSlug } from './services.js';
export type { SiteSettings } from './site-settings.js';
export type { ContactMessageInput } from './messages.js';
