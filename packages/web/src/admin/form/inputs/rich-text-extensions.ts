// What the rich-text editor can make: TipTap's starter kit cut down to the contract's nodes and marks
// (paragraphs, bulleted and numbered lists, line breaks, bold, italic, links), so every document it
// writes passes the rich-text schema. Pasted headings, code, quotes and the like become paragraphs.
// Without the editor's own history: the form's Undo covers the text.
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { safeLink } from '@site/contracts';

/** The link field's rule: http(s), a site path, #, mailto: or tel:, never `//host` or `javascript:`. */
export const isAllowedHref = (href: string | undefined) => Boolean(href) && safeLink(href) !== undefined;

/**
 * A link stores its address only. TipTap's link also keeps target, rel, class and title, read from
 * pasted HTML; the site decides those itself when it draws the link, and the contract refuses them.
 */
const AddressOnlyLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
});

export const richTextExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // The document ends where the text ends: no empty paragraph added after a final list.
    trailingNode: false,
    link: false,
    // The form's Undo and Redo take Ctrl+Z in the text too (undo/useUndo.ts): one history, so one
    // keystroke never undoes twice.
    undoRedo: false,
  }),
  AddressOnlyLink.configure({
    // A click in the editor places the cursor: following the link would leave the editor.
    openOnClick: false,
    enableClickSelection: true,
    defaultProtocol: 'https',
    // Typed, pasted and autolinked addresses alike.
    isAllowedUri: (url) => isAllowedHref(url),
  }),
];
