// One content image on the public site: a <picture> offering the server's AVIF and WebP
// copies at the widths it made, with the original as the fallback <img>, and the image's own width
// and height so the browser reserves its box before it loads. An image the media map does not know
// (an external URL, an SVG, an upload without copies) stays a plain <img>. An address the image rule
// refuses (`//host`, `/\host`, data), as a document stored before the rule may hold, draws nothing.
// The library's alt text stands in where the content gives none, and its focal point becomes the
// object-position, which decides what stays in view wherever the CSS crops the image (object-fit: cover).
import { objectPositionOf, safeImageUrl, srcsetOf } from '@site/contracts/site';
import { useMediaInfo } from './MediaContext';

interface Props {
  src: string;
  /** The content's own alt text; '' falls back to the library's. */
  alt: string;
  /** How wide the image is drawn, from its CSS at each breakpoint (the browser picks a copy by it). */
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
  /** 'high' for the page's main image (implies eager); 'low' for images that must not compete with it. */
  fetchPriority?: 'high' | 'low';
  /** The box to reserve when the media map does not know the image. */
  width?: number;
  height?: number;
}

export function Picture({ src: stored, alt, sizes, className, eager, fetchPriority, width, height }: Props) {
  const src = safeImageUrl(stored);
  const info = useMediaInfo(src ?? '');
  const high = fetchPriority === 'high';
  const position = objectPositionOf(info);
  if (src === undefined) return null;
  const img = (
    <img
      className={className}
      src={src}
      alt={alt || info?.alt || ''}
      style={position ? { objectPosition: position } : undefined}
      width={info?.width ?? width}
      height={info?.height ?? height}
      loading={eager || high ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      // The main image is painted as soon as it is decoded; the rest decode off the main thread.
      decoding={high ? undefined : 'async'}
    />
  );
  const avif = info ? srcsetOf(src, info, 'avif') : '';
  const webp = info ? srcsetOf(src, info, 'webp') : '';
  if (!avif && !webp) return img;
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      {img}
    </picture>
  );
}
