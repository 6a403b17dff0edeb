// The whole contract, zod schemas included: what the server and the editor import. The public site
// imports `@site/contracts/site` (site.ts), the part without zod.
// fields.ts comes first: it configures zod before any schema is built.
export * from './fields.js';
export * from './site.js';
export * from './form-shape.js';
export * from './rich-text.js';
export * from './section-facts.js';
export * from './registry.js';
export * from './sections/layout.js';
export * from './sections/home.js';
export * from './sections/about.js';
export * from './sections/contact.js';
export * from './sections/showcase.js';
export * from './sections/blocks.js';
export * from './custom-pages.js';
export * from './services.js';
export * from './images.js';
export * from './field-words.js';
export * from './image-use-words.js';
export * from './messages.js';
export * from './notifications.js';
export * from './alert-setup.js';
export * from './message-list-headers.js';
export * from './roles.js';
export * from './permissions.js';
export * from './audit.js';
export * from './review.js';
export * from './auth.js';
export * from './two-factor.js';
export * from './passkeys.js';
export * from './admins.js';
export * from './errors.js';
export * from './history.js';
export * from './drafts.js';
export * from './seo.js';
export * from './site-settings.js';
export * from './summary.js';
