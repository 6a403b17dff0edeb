import { getSchema } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { emptyRichText, richText, richTextHref, type RichTextDoc } from '@site/contracts';
import { isAllowedHref, richTextExtensions } from './rich-text-extensions';

const schema = getSchema(richTextExtensions);
const contract = richText();

/** A document with every node and mark, written as the editor writes it (an ordered list always has both attributes). */
const FULL: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plain ' },
        { type: 'text', marks: [{ type: 'bold' }, { type: 'italic' }], text: 'both' },
        { type: 'hardBreak' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: '/contact' } }], text: 'a link' },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
            {
              type: 'orderedList',
              attrs: { start: 2, type: null },
              content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Nested' }] }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the rich-text editor', () => {
  it('knows only the nodes and marks the contract allows', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual([
      'bulletList',
      'doc',
      'hardBreak',
      'listItem',
      'orderedList',
      'paragraph',
      'text',
    ]);
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link']);
    expect(Object.keys(schema.marks.link!.spec.attrs ?? {})).toEqual(['href']);
  });

  it('reads a document the contract accepts and writes it back unchanged, and its empty document is the contract’s', () => {
    expect(contract.safeParse(FULL).success).toBe(true);
    const node = schema.nodeFromJSON(FULL);
    node.check();
    expect(node.toJSON()).toEqual(FULL);
    expect(schema.topNodeType.createAndFill()!.toJSON()).toEqual(emptyRichText);
  });

  it('makes links only to addresses the contract accepts', () => {
    for (const href of [
      'https://example.com',
      'http://example.com/a?b=c',
      '/about',
      '#team',
      'mailto:a@b.example',
      'tel:+441234',
    ]) {
      expect(isAllowedHref(href), href).toBe(true);
      expect(richTextHref.safeParse(href).success, href).toBe(true);
    }
    for (const href of [
      '',
      undefined,
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'ftp://example.com',
      'data:text/html,x',
    ]) {
      expect(isAllowedHref(href), String(href)).toBe(false);
      expect(richTextHref.safeParse(href ?? '').success, String(href)).toBe(false);
    }
  });
});

describe('the rich-text editor and Undo', () => {
  it('has no history of its own: the form’s Undo takes Ctrl+Z there too', () => {
    const kit = richTextExtensions.find((extension) => extension.name === 'starterKit');
    expect(kit?.options).toMatchObject({ undoRedo: false });
  });
});
