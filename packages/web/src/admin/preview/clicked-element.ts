// What the preview showed under the pointer when the admin clicked it (the elements there, the topmost
// first, read at the click by usePreviewPicker): each one's text, image and link, and its place among
// the section's elements showing the same, from which clicked-field.ts finds the field. Loaded with
// the first click.
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

/** What was clicked in `frame` (a section's frame in the preview), as a function of the section's document: the form name of the field that holds it, or null. */
export function fieldOfElements(frame: Element, under: readonly Element[]): (document: unknown) => string | null {
  const all = [...frame.querySelectorAll('*')];
  const shown = under.map((element) => describe(element, frame, all));
  return (document) => clickedField(document, shown);
}
