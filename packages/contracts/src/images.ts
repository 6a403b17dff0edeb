// The image library: uploaded images, each filed under a category.
import { z } from 'zod';

export const IMAGE_CATEGORY_PATTERN = /^[a-z0-9-]{1,50}$/;
export const IMAGE_CATEGORY_ERROR = 'A category is 1 to 50 characters of a-z, 0-9 and hyphens.';

export const imageCategorySchema = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.string().regex(IMAGE_CATEGORY_PATTERN, { error: IMAGE_CATEGORY_ERROR }));

export const imageRecordSchema = z.object({
  id: z.number().int(),
  /** The URL that content documents store. */
  image: z.string(),
  category: z.string(),
  uploaded_at: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;

export const imageListQuerySchema = z.object({ category: imageCategorySchema.optional() });

/** The categories the original editor used, offered as suggestions. */
export const IMAGE_CATEGORIES = [
  'clients-section',
  'news',
  'associates',
  'about1-image1',
  'about1-image2',
  'about',
  'team-member',
  'message-image',
  'contact-locations',
  'contact',
  'gallery',
  'projects',
  'navbar',
  'footer',
  'footer-social',
  'services-hero',
  'feature-icons',
  'carousel',
  'hero',
  'cards',
  'grid-cards',
  'clients',
] as const;

/** DELETE /images/:id while content still uses the image: 409 naming each place. */
export const imageInUseSchema = z.object({ error: z.string(), usedBy: z.array(z.string()) });
