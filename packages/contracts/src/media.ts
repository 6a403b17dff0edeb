// Responsive images: the server makes smaller copies of each uploaded raster image in
// modern formats; a page answer carries, for every stored image it shows, its size and which
// copies exist, so the site can write srcset, sizes, width and height without another request.
// zod-free: the public pages import it.

/** Widths the server makes variants at. A variant is never wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * How to draw one stored image: its oriented size, the variant widths kept, per format, ascending,
 * and from the library its alt text and focal point (each left out while unset, to keep pages small).
 */
export interface MediaInfo {
  width: number;
  height: number;
  avif: number[];
  webp: number[];
  /** Used where the content gives the image no alt text of its own. */
  alt?: string;
  /** The point to keep in view when the image is cropped: x and y from 0 to 1; absent means the centre. */
  focus?: [number, number];
}

/** The CSS `object-position` of a focal point, e.g. `30% 75%`; undefined for the centre (the default). */
export function objectPositionOf(info: Pick<MediaInfo, 'focus'> | undefined): string | undefined {
  if (!info?.focus) return undefined;
  const [x, y] = info.focus.map((v) => `${Math.round(v * 1000) / 10}%`);
  return `${x} ${y}`;
}

/** Keyed by the image's URL exactly as content documents store it (`/media/<name>.<ext>`). */
export type MediaMap = Record<string, MediaInfo>;

/**
 * Where a variant lives: beside the original, named after it. `/media/ab12.jpg` at 480 px in AVIF is
 * `/media/ab12-w480.avif`. Only called for widths a MediaInfo lists.
 */
export function variantUrl(src: string, width: number, format: VariantFormat): string {
  const dot = src.lastIndexOf('.');
  const base = dot > src.lastIndexOf('/') ? src.slice(0, dot) : src;
  return `${base}-w${width}.${format}`;
}

/** The `srcset` value for one format, or '' when that format has no variant. */
export function srcsetOf(src: string, info: MediaInfo, format: VariantFormat): string {
  return info[format].map((w) => `${variantUrl(src, w, format)} ${w}w`).join(', ');
}
