// The search-engine settings of each public page and the site-wide settings: their schemas (the
// PUT bodies). Every field may be left out or empty: the automatic value is used (seo-rules.ts).
import { z } from 'zod';
import { imageUrl, text } from './fields.js';
import { DEFAULT_TITLE_TEMPLATE, TITLE_PLACEHOLDERS } from './seo-rules.js';

export const SEO_DESCRIPTION_MAX = 1000;

export const pageSeoSchema = z.strictObject({
  title: text().default(''),
  description: text(SEO_DESCRIPTION_MAX).default(''),
  image: imageUrl().default(''),
  noindex: z.boolean({ error: 'noindex is true or false.' }).default(false),
  title_is_complete: z.boolean({ error: 'title_is_complete is true or false.' }).default(false),
});

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
  default_description: text(SEO_DESCRIPTION_MAX).default(''),
  default_image: imageUrl().default(''),
  favicon: imageUrl().default(''),
});
