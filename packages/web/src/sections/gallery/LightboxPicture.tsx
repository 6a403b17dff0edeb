// The enlarged gallery picture, from the sharpest file the server has that is at most as wide as its
// widest copies (1600 px): the largest AVIF and WebP copies, with the original as the fallback <img>.
// The original alone when it is wider than its largest copy yet within that width (an 800 px upload
// has a 480 px copy only), since enlarging the copy would blur it. No `sizes` choice here: the
// lightbox fills the screen, and a visitor who asks to enlarge a picture wants it sharp. An image
// without copies (an SVG, an external address) is the <img> alone; an address the image rule refuses
// draws nothing.
import {
  safeImageUrl,
  variantUrl,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type MediaInfo,
  type VariantFormat,
} from '@site/contracts/site';
import { useMediaInfo } from '../shared/MediaContext';

const MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
const WIDEST_COPY = Math.max(...VARIANT_WIDTHS);

/**
 * The copies to offer before the original: the largest in each format that has one (widths are
 * listed ascending), or none when the original itself is the sharpest file within the widest copy's width.
 */
export function largestVariants(src: string, info: MediaInfo): { type: string; url: string }[] {
  const largest = VARIANT_FORMATS.flatMap((format) => {
    const width = info[format].at(-1);
    return width === undefined ? [] : [{ type: MIME[format], url: variantUrl(src, width, format), width }];
  });
  const widest = Math.max(0, ...largest.map(({ width }) => width));
  if (info.width > widest && info.width <= WIDEST_COPY) return [];
  return largest.map(({ type, url }) => ({ type, url }));
}

export function LightboxPicture({ src: stored, alt, className }: { src: string; alt: string; className?: string }) {
  const src = safeImageUrl(stored);
  const info = useMediaInfo(src ?? '');
  if (src === undefined) return null;
  const img = (
    // Not draggable: a mouse swipe across the picture must not start dragging the image file.
    <img
      className={className}
      src={src}
      alt={alt || info?.alt || ''}
      width={info?.width}
      height={info?.height}
      draggable={false}
    />
  );
  const variants = info ? largestVariants(src, info) : [];
  if (variants.length === 0) return img;
  return (
    <picture>
      {variants.map(({ type, url }) => (
        <source key={type} type={type} srcSet={url} />
      ))}
      {img}
    </picture>
  );
}
