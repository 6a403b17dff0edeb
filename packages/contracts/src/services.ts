// Services: the list behind /services/{slug}, saved as a whole list in one PUT.
import { z } from 'zod';
import { colour, imageUrl, list, longText, text } from './fields.js';

export const SLUG_MAX = 120;

export const serviceFeatureSchema = z.strictObject({
  title: text(),
  description: longText(),
  iconPath: imageUrl(),
});

export const serviceSchema = z.strictObject({
  _id: z.string(),
  slug: z.string(),
  title: text(),
  tagline: text(),
  description: longText(),
  heroImage: imageUrl(),
  altText: text(),
  heroBgColor: colour(),
  heroTextColor: colour(),
  featuresBgColor: colour(),
  featuresTextColor: colour(),
  featuresDescription: longText(),
  features: list(serviceFeatureSchema),
});
export type Service = z.infer<typeof serviceSchema>;

/** Input for one feature: `iconImage` is accepted as another name for `iconPath` (the original editor's name). */
export const serviceFeatureInputSchema = z
  .strictObject({
    title: text(),
    description: longText().default(''),
    iconPath: imageUrl().optional(),
    iconImage: imageUrl().optional(),
  })
  .transform(({ iconPath, iconImage, ...rest }) => ({ ...rest, iconPath: iconPath ?? iconImage ?? '' }));

/**
 * The image-library categories of a service's images, for the Services Manager's uploads and for
 * imported images: one for the whole service, others per field pattern within one service.
 */
export const SERVICE_IMAGE_CATEGORY = 'services-hero';
export const SERVICE_FIELD_CATEGORIES: Record<string, string> = {
  heroImage: 'services-hero',
  'features.*.iconPath': 'feature-icons',
};

/** Colours a new service starts with in the Services Manager. */
export const NEW_SERVICE_COLOURS = {
  heroBgColor: '#FFFFFF',
  heroTextColor: '#000000',
  featuresBgColor: '#F8F9FA',
  featuresTextColor: '#212529',
} as const;

/**
 * Input for one service in PUT /services/: `_id` is absent for a new one, `heroText` is another name
 * for `tagline`, and every field but the title may be left out.
 */
export const serviceInputSchema = z
  .strictObject({
    _id: z.string().max(64).optional(),
    slug: z
      .string()
      .max(SLUG_MAX)
      .regex(/^[a-z0-9-]*$/, { error: 'A slug may only hold lower-case letters, digits and hyphens.' })
      .default(''),
    title: text().trim().min(1, { error: 'Every service needs a title.' }),
    tagline: text().optional(),
    heroText: text().optional(),
    description: longText().default(''),
    heroImage: imageUrl().default(''),
    altText: text().default(''),
    heroBgColor: colour().default(NEW_SERVICE_COLOURS.heroBgColor),
    heroTextColor: colour().default(NEW_SERVICE_COLOURS.heroTextColor),
    featuresBgColor: colour().default(NEW_SERVICE_COLOURS.featuresBgColor),
    featuresTextColor: colour().default(NEW_SERVICE_COLOURS.featuresTextColor),
    featuresDescription: longText().default(''),
    features: list(serviceFeatureInputSchema).default([]),
  })
  .transform(({ tagline, heroText, ...rest }) => ({ ...rest, tagline: tagline ?? heroText ?? '' }));
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceListInputSchema = list(serviceInputSchema, 200);

export const serviceSlugSchema = z.object({ title: z.string(), slug: z.string() });
export type ServiceSlug = z.infer<typeof serviceSlugSchema>;

/**
 * The slug rule: lower-cased, whitespace runs to '-', anything else outside a-z0-9- dropped, then runs
 * of '-' made one and none at either end ("Pest Control & Hygiene" is `pest-control-hygiene`, not
 * `pest-control--hygiene`). Only a missing slug is derived: a stored one stays as it is.
 */
export function slugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
