// Where the live preview scrolls to show the section being edited. Positions are the browser's client
// coordinates (getBoundingClientRect): `view` is the part of the preview's viewport the page's own
// sticky navbar does not cover.

export interface Span {
  top: number;
  bottom: number;
}

/** Space left above a section brought into view, so its edge (and its outline) shows. */
export const GAP = 12;

/**
 * Whether the admin sees enough of the section: half of it, or, for one taller than the view, half
 * of the view filled by it.
 */
export function isInView(section: Span, view: Span): boolean {
  const seen = Math.min(section.bottom, view.bottom) - Math.max(section.top, view.top);
  const wanted = Math.min(section.bottom - section.top, view.bottom - view.top) / 2;
  return seen > 0 && seen >= wanted;
}

/** The viewport's scrollTop that puts the section's top just under the view's top, within the scroll range. */
export function scrollTopFor(section: Span, view: Span, scroll: { top: number; max: number }): number {
  const target = scroll.top + section.top - view.top - GAP;
  return Math.round(Math.min(Math.max(target, 0), scroll.max));
}
