// The image library: uploaded images, each filed under a category.
import { z } from 'zod';

export const IMAGE_CATEGORY_PATTERN = /^[a-z0-9-]{1,50}$/;
export const IMAGE_CATEGORY_ERROR = 'A category is 1 to 50 characters of a-z, 0-9 and hyphens.';
/** When what was typed has no letter or digit left once made a category (e.g. '!!!'). */
export const IMAGE_CATEGORY_EMPTY_ERROR = 'A category needs at least one letter or digit, for example "team-photos".';
/** Where an upload goes when nobody chose a category (the Media Library's uploads). */
export const GENERAL_IMAGE_CATEGORY = 'general';

/**
 * What people type made into a category, the same on the client and the server: lower case,
 * accents stripped, spaces and underscores to hyphens, every other character dropped, repeated
 * hyphens collapsed and none at either end ('Team Photos' → 'team-photos', 'Café_Menu' → 'cafe-menu').
 */
export function normaliseImageCategory(typed: string): string {
  return typed
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** Why a typed category cannot be used (a sentence), or null when its normalised form can. */
export function imageCategoryProblem(typed: string): string | null {
  const category = normaliseImageCategory(typed);
  if (category === '') return IMAGE_CATEGORY_EMPTY_ERROR;
  return IMAGE_CATEGORY_PATTERN.test(category) ? null : IMAGE_CATEGORY_ERROR;
}

export const imageCategorySchema = z
  .string({ error: IMAGE_CATEGORY_EMPTY_ERROR })
  .superRefine((typed, ctx) => {
    const problem = imageCategoryProblem(typed);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseImageCategory);

export const IMAGE_NAME_MAX = 200;
export const IMAGE_ALT_MAX = 500;
export const IMAGE_NAME_ERROR = `A name is 1 to ${IMAGE_NAME_MAX} characters.`;
export const IMAGE_ALT_ERROR = `Alt text is at most ${IMAGE_ALT_MAX} characters.`;
export const FOCAL_ERROR = 'A focal point is a number from 0 (left or top) to 1 (right or bottom).';

/** One place that uses an image: the document (its API path), in words, and the field inside it. */
export const imageUseSchema = z.object({
  document: z.string(),
  /** e.g. `Home › Hero`, `the service "Office Cleaning"`, `the draft of Hero`. */
  place: z.string(),
  /** Where in the document, e.g. `cards.1.image`. */
  field: z.string(),
  /** The place and the field in words, e.g. `Gallery page, 10th image` (image-use-words.ts). */
  words: z.string(),
});
export type ImageUse = z.infer<typeof imageUseSchema>;

export const imageRecordSchema = z.object({
  id: z.number().int(),
  /** The URL that content documents store. */
  image: z.string(),
  /** The uploaded file's name until someone renames it. */
  name: z.string(),
  /** Used where a section shows the image without alt text of its own; '' means none. */
  alt: z.string(),
  /** The point kept in view when the image is cropped: 0–1 from the left and from the top. */
  focal_x: z.number(),
  focal_y: z.number(),
  category: z.string(),
  uploaded_at: z.string(),
  /** Bytes of the original file. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Every field of the content (published or drafted) that holds the image's URL. */
  used_by: z.array(imageUseSchema),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;

const focal = z.number({ error: FOCAL_ERROR }).min(0, { error: FOCAL_ERROR }).max(1, { error: FOCAL_ERROR });

/** PATCH /images/{id}/: any of these; the rest stays. */
export const imagePatchSchema = z.strictObject({
  name: z
    .string({ error: IMAGE_NAME_ERROR })
    .trim()
    .min(1, { error: IMAGE_NAME_ERROR })
    .max(IMAGE_NAME_MAX, { error: IMAGE_NAME_ERROR })
    .optional(),
  alt: z.string({ error: IMAGE_ALT_ERROR }).trim().max(IMAGE_ALT_MAX, { error: IMAGE_ALT_ERROR }).optional(),
  focal_x: focal.optional(),
  focal_y: focal.optional(),
  category: imageCategorySchema.optional(),
});
export type ImagePatch = z.infer<typeof imagePatchSchema>;

export const IMAGE_SORTS = ['newest', 'oldest', 'name', 'size'] as const;
export type ImageSort = (typeof IMAGE_SORTS)[number];

export const imageListQuerySchema = z.object({
  category: imageCategorySchema.optional(),
  /** Words looked for in the name and the alt text, in any case. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(IMAGE_SORTS, { error: `sort is one of ${IMAGE_SORTS.join(', ')}.` }).optional(),
});

type Listed = Pick<ImageRecord, 'id' | 'name' | 'alt' | 'uploaded_at' | 'size'>;

/** Whether an image's name or alt text contains `q` (case-insensitive); an empty `q` matches all. */
export function imageMatches(image: Listed, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return !needle || image.name.toLowerCase().includes(needle) || image.alt.toLowerCase().includes(needle);
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const time = (image: Listed) => Date.parse(image.uploaded_at) || 0;
const newest = (a: Listed, b: Listed) => time(b) - time(a) || b.id - a.id;

/** The library's orders: newest or oldest upload, name (A–Z, numbers in number order), size (largest first). */
export function sortImages<T extends Listed>(list: readonly T[], sort: ImageSort = 'newest'): T[] {
  const compare: Record<ImageSort, (a: Listed, b: Listed) => number> = {
    newest,
    oldest: (a, b) => -newest(a, b),
    name: (a, b) => byName.compare(a.name, b.name) || newest(a, b),
    size: (a, b) => b.size - a.size || newest(a, b),
  };
  return [...list].sort(compare[sort]);
}

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
