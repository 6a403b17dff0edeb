// The search-engine settings of each public page: their schema (the PUT body). Every field may be
// left out or empty: the automatic value is used (seo-rules.ts). The site-wide ones: site-settings.ts.
import { z } from 'zod';
import { imageUrl, text } from './fields.js';

export const SEO_DESCRIPTION_MAX = 1000;

export const pageSeoSchema = z.strictObject({
  title: text().default(''),
  description: text(SEO_DESCRIPTION_MAX).default(''),
  image: imageUrl().default(''),
  noindex: z.boolean({ error: 'noindex is true or false.' }).default(false),
  title_is_complete: z.boolean({ error: 'title_is_complete is true or false.' }).default(false),
});
