// What the preview shows under the pointer, read when the admin clicks it: the elements there, the
// topmost first, each with its text, image and link, and its place among the section's elements
// showing the same (clicked-field.ts finds the field from that). Loaded with the first click.
// The page in the preview is inert, which also hides it from the browser's hit test: it is made
// hit-testable for the one synchronous read, with nothing drawn or run in between.
import { collapse, clickedField, type Clicked } from './clicked-field';

const shows = (element: Element) => element.getClientRects().length > 0;

const ownTextOf = (element: Element) =>
  collapse(
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join(' '),
  );

const imageOf = (element: Element): string | undefined => {
  const img = element instanceof HTMLImageElement ? element : element.tagName === 'PICTURE' ? element.querySelector('img') : null;
  return img?.getAttribute('src') ?? undefined;
};

/** An element showing the text whose children show less of it (a link's <span> rather than the link). */
const innermostWith = (element: Element, text: string) =>
  ![...element.children].some((child) => collapse(child.textContent ?? '') === text);

function describe(element: Element, frame: Element, all: Element[]): Clicked {
  const text = collapse(element.textContent ?? '');
  const image = imageOf(element);
  const link = element.closest('a');
  const href = link && frame.contains(link) ? (link.getAttribute('href') ?? undefined) : undefined;
  const before = all.slice(0, Math.max(0, all.indexOf(element)));
  const count = (same: (other: Element) => boolean) => before.filter((other) => shows(other) && same(other)).length;
  return {
    text,
    ownText: ownTextOf(element),
    image,
    href,
    nth: {
      text: text ? count((o) => !o.contains(element) && collapse(o.textContent ?? '') === text && innermostWith(o, text)) : 0,
      image: image ? count((o) => imageOf(o) === image && o.tagName !== 'PICTURE') : 0,
      href: href ? count((o) => o.tagName === 'A' && o.getAttribute('href') === href) : 0,
    },
  };
}

/** The elements of `frame` under the point, the topmost first. */
function elementsUnder(page: HTMLElement, frame: Element, x: number, y: number): Element[] {
  page.inert = false;
  try {
    return document.elementsFromPoint(x, y).filter((element) => frame.contains(element));
  } finally {
    page.inert = true;
  }
}

/**
 * What was clicked in `frame` (a section's frame in the preview's inert `page`), as a function of the
 * section's document: the form name of the field that holds it, or null.
 */
export function fieldUnder(page: HTMLElement, frame: Element, x: number, y: number): (document: unknown) => string | null {
  const all = [...frame.querySelectorAll('*')];
  const under = elementsUnder(page, frame, x, y).map((element) => describe(element, frame, all));
  return (document) => clickedField(document, under);
}
