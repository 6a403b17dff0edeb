// The original's home sections that differ from ours in shape, reshaped before they are fitted.
import { quote } from '../printable.js';
import { isObject, type MapContext } from './conform.js';

/** The original's carousel is a bare list of images; ours is `{images}`. */
export function reshapeCarousel(doc: unknown): unknown {
  return Array.isArray(doc) ? { images: doc } : doc;
}

/** The original's hero had a second label, `buttonText`, beside `ctaText`; ours has one button with one label. */
export function reshapeHero(doc: unknown, ctx: MapContext): unknown {
  if (!isObject(doc) || !('buttonText' in doc)) return doc;
  const { buttonText, ...rest } = doc;
  ctx.unmapped(
    'buttonText',
    buttonText === rest.ctaText
      ? 'the same words as ctaText, which our hero shows on that button'
      : `${quote(buttonText)} not imported: our hero has one call-to-action label (ctaText ${quote(rest.ctaText ?? '')})`,
  );
  return rest;
}
