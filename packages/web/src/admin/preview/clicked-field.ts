// Which field of a section's document holds what the admin clicked in the live preview, worked out
// from the document alone (the public markup names no fields): an image by its address, a text by
// its words (the same words first, then a part of a longer text such as a rich text's paragraph,
// then a field's words inside the element's own text), a link by its address. When several fields
// match (the same title in two cards), the element's place among the section's elements showing the
// same picks the field in the same place among the matches.
import { richTextToPlain, type RichTextDoc } from '@site/contracts/site';

/** What the preview's element under the pointer shows. */
export interface Clicked {
  /** Its whole text. */
  text: string;
  /** The text directly inside it, not its children's. */
  ownText: string;
  /** The address an image it is draws. */
  image?: string;
  /** The address of the link it is in. */
  href?: string;
  /** How many of the section's elements before it show the same text, image or link. */
  nth: { text: number; image: number; href: number };
}

interface Leaf {
  /** The field's form name: `cards.1.title`. */
  path: string;
  /** The value as stored (an image's or a link's address). */
  raw: string;
  /** Its words, spaces collapsed, in lower case. */
  words: string;
}

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordsOf = (text: string) => collapse(text).toLowerCase();

const isRichText = (value: object): value is RichTextDoc => (value as { type?: unknown }).type === 'doc';

/** Every text-like value of the document with its path, in the document's order. */
function leavesOf(value: unknown, path: string, into: Leaf[]): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') {
    into.push({ path, raw: String(value), words: wordsOf(String(value)) });
  } else if (value && typeof value === 'object') {
    if (isRichText(value)) into.push({ path, raw: '', words: wordsOf(richTextToPlain(value)) });
    else for (const [key, child] of Object.entries(value)) leavesOf(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

const nthOf = (matches: Leaf[], nth: number) => matches[Math.min(nth, matches.length - 1)]?.path ?? null;

/** The field one element shows, if any. */
function fieldOfOne(leaves: Leaf[], clicked: Clicked): string | null {
  const { image, href, nth } = clicked;
  if (image) {
    const found = nthOf(
      leaves.filter((leaf) => leaf.raw === image),
      nth.image,
    );
    if (found) return found;
  }
  const text = wordsOf(clicked.text);
  if (text) {
    const same = nthOf(
      leaves.filter((leaf) => leaf.words === text),
      nth.text,
    );
    if (same) return same;
    // A part of a longer text: a rich text's paragraph, a list item of it, a clamped description.
    if (text.length >= 3) {
      const part = nthOf(
        leaves.filter((leaf) => leaf.words.includes(text)),
        nth.text,
      );
      if (part) return part;
    }
  }
  // A field's words inside the element's own text ("Call us on 555 0100"): the longest such field.
  const own = wordsOf(clicked.ownText);
  const inside = leaves.filter((leaf) => leaf.words.length >= 2 && own.includes(leaf.words));
  if (inside.length > 0) return inside.reduce((a, b) => (b.words.length > a.words.length ? b : a)).path;
  if (href)
    return nthOf(
      leaves.filter((leaf) => leaf.raw === href),
      nth.href,
    );
  return null;
}

/**
 * The form name of the field that holds what was clicked, or null. `under` lists the elements under
 * the pointer, the topmost first: the first that shows a field names it (the heading over a
 * background picture, the picture when the click is beside the heading).
 */
export function clickedField(document: unknown, under: readonly Clicked[]): string | null {
  const leaves = leavesOf(document, '', []);
  for (const clicked of under) {
    const found = fieldOfOne(leaves, clicked);
    if (found) return found;
  }
  return null;
}
