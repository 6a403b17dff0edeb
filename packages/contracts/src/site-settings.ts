// The site-wide settings (GET/PUT /settings) as one document, declared as a section is: its schema,
// built from the same field builders, from which its type is inferred, and beside it its facts: the
// editor's labels, help and image categories. Every field may be left out or empty: the automatic
// value is used (seo-rules.ts). A new setting is a line here (its default included) and the place
// that uses it: the editor's form draws every field of the schema.
import { z } from 'zod';
import { IMAGE_UPLOAD_FAILED, sectionFacts } from './section-facts.js';
import { imageUrl, longText, text } from './fields.js';
import { SEO_DESCRIPTION_MAX } from './seo.js';
import { DEFAULT_TITLE_TEMPLATE, TITLE_PLACEHOLDERS } from './seo-rules.js';
import { LANGUAGES_DEFAULT, languagesSchema } from './language-settings.js';

export const TITLE_TEMPLATE_ERROR = "The title template needs {page} (the page's title) and may use {site_name}; no other {…}.";

const usesKnownPlaceholders = (template: string) =>
  template.includes('{page}') &&
  (template.match(/\{[^}]*\}/g) ?? []).every((p) => (TITLE_PLACEHOLDERS as readonly string[]).includes(p));

export const siteSettingsSchema = z.strictObject({
  site_name: text(100).default(''),
  /** Empty: the default template. */
  title_template: text(200)
    .default(DEFAULT_TITLE_TEMPLATE)
    .refine((v) => v.trim() === '' || usesKnownPlaceholders(v), { error: TITLE_TEMPLATE_ERROR }),
  default_description: longText(SEO_DESCRIPTION_MAX).default(''),
  default_image: imageUrl().default(''),
  /** A library image: its PNG icons are made when the settings are saved (iconUrl). */
  favicon: imageUrl().default(''),
  /** The site's languages, its default first (languages.ts). */
  languages: languagesSchema.default(LANGUAGES_DEFAULT),
});

/** The site-wide settings; empty values mean "automatic". */
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The settings before their first save: each field's default in the schema. */
export const SETTINGS_DEFAULTS: SiteSettings = siteSettingsSchema.parse({});

/** The library category of the share images (the SEO panels' too). */
export const SEO_IMAGE_CATEGORY = 'seo';

/** The settings' facts, as a section states its own: where the API serves them, their name, their editor. */
export const SITE_SETTINGS = {
  path: 'settings',
  label: 'Site settings',
  ...sectionFacts({
    schema: siteSettingsSchema,
    defaults: SETTINGS_DEFAULTS,
    editor: {
      category: SEO_IMAGE_CATEGORY,
      // The favicon is filed with the logos.
      categories: { favicon: 'navbar' },
      labels: { default_image: 'Default share image' },
      hints: {
        site_name: "After each page's title in browser tabs and search results.",
        title_template: "{page} is the page's title, {site_name} the site's name.",
        default_image: 'For pages without a picture of their own.',
        favicon:
          'A square image from the library (SVG or PNG works best); the tab and home-screen icons are made from it when you save.',
      },
      uploadFailure: IMAGE_UPLOAD_FAILED,
      success: 'Site settings saved',
    },
  }),
};
