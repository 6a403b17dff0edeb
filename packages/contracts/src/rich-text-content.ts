// A rich-text document as it is stored: the editor's (TipTap, ProseMirror) JSON, restricted to
// paragraphs, bulleted and numbered lists, line breaks, bold, italic and links. Types and plain
// functions only, without zod, because the public site imports them; rich-text.ts holds the schema.

export type RichTextMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

/** A run of text; ProseMirror refuses empty ones, so the schema does too. */
export interface RichTextSpan {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

/** A line break inside a paragraph (Shift+Enter). It may carry the marks around it; they mean nothing. */
export interface RichTextBreak {
  type: 'hardBreak';
  marks?: RichTextMark[];
}

export type RichTextInline = RichTextSpan | RichTextBreak;

/** ProseMirror leaves `content` out of an empty paragraph. */
export interface RichTextParagraph {
  type: 'paragraph';
  content?: RichTextInline[];
}

/** A list item starts with a paragraph; more paragraphs and nested lists may follow. */
export interface RichTextListItem {
  type: 'listItem';
  content: RichTextBlock[];
}

export interface RichTextBulletList {
  type: 'bulletList';
  content: RichTextListItem[];
}

/** The numbering styles of HTML's `<ol type>`. */
export const ORDERED_LIST_STYLES = ['1', 'a', 'A', 'i', 'I'] as const;

export interface RichTextOrderedList {
  type: 'orderedList';
  /** The editor always writes both: `start` 1 and `type` null unless pasted HTML said otherwise. */
  attrs?: { start?: number; type?: (typeof ORDERED_LIST_STYLES)[number] | null };
  content: RichTextListItem[];
}

export type RichTextBlock = RichTextParagraph | RichTextBulletList | RichTextOrderedList;

export interface RichTextDoc {
  type: 'doc';
  content: RichTextBlock[];
}

/** Any node of a document, for walking one whose shape is not trusted (an old or imported document). */
interface AnyNode {
  type?: unknown;
  text?: unknown;
  content?: unknown;
}

/**
 * An empty document, as the editor holds it when nothing is typed (one empty paragraph), so that
 * opening and closing the editor on a new field changes nothing. `{type:'doc',content:[]}` is empty too.
 */
export const emptyRichText: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

const childrenOf = (node: unknown): unknown[] => {
  const content = node && typeof node === 'object' ? (node as AnyNode).content : undefined;
  return Array.isArray(content) ? content : [];
};

/**
 * Every node below the document, depth first. With a stack rather than recursion: the schema's
 * size check walks a document before it is known to be well formed, however deep it is.
 */
export function* richTextNodes(doc: unknown): Generator<AnyNode> {
  // Children go on the stack last first, so they come off in document order.
  const stack: unknown[] = [];
  const pushChildren = (node: unknown) => {
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  };
  pushChildren(doc);
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    yield node;
    pushChildren(node);
  }
}

/** True when the document has some visible text: a section with an empty one is not shown. */
export function hasRichContent(doc: RichTextDoc | undefined | null): boolean {
  for (const node of richTextNodes(doc))
    if (node.type === 'text' && typeof node.text === 'string' && /\S/.test(node.text)) return true;
  return false;
}

function inlineText(paragraph: unknown): string {
  return childrenOf(paragraph)
    .map((node) => {
      const { type, text } = (node ?? {}) as AnyNode;
      if (type === 'hardBreak') return '\n';
      return type === 'text' && typeof text === 'string' ? text : '';
    })
    .join('');
}

function blockLines(block: unknown): string[] {
  const type = block && typeof block === 'object' ? (block as AnyNode).type : undefined;
  if (type === 'paragraph') return [inlineText(block)];
  if (type === 'bulletList' || type === 'orderedList')
    return childrenOf(block).flatMap((item) => childrenOf(item).flatMap(blockLines));
  return [];
}

/**
 * The document's text without formatting, for search, previews and history: one line per paragraph
 * and per list item (no bullets or numbers), a line break as a new line, empty paragraphs left out.
 */
export function richTextToPlain(doc: RichTextDoc | undefined | null): string {
  return childrenOf(doc)
    .flatMap(blockLines)
    .filter((line) => line.trim() !== '')
    .join('\n');
}
