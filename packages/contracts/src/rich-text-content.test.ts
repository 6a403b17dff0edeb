import { describe, expect, it } from 'vitest';
import { emptyRichText, hasRichContent, richTextNodes, richTextToPlain, type RichTextDoc } from './rich-text-content.js';

const text = (value: string) => ({ type: 'text' as const, text: value });
const item = (value: string) => ({
  type: 'listItem' as const,
  content: [{ type: 'paragraph' as const, content: [text(value)] }],
});

const DOC: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [text('First line'), { type: 'hardBreak' }, { ...text('second'), marks: [{ type: 'bold' }] }, text(' line')],
    },
    { type: 'paragraph' },
    {
      type: 'bulletList',
      content: [
        item('Apples'),
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [text('Pears')] },
            { type: 'orderedList', content: [item('Nested')] },
          ],
        },
      ],
    },
    { type: 'paragraph', content: [{ ...text('Contact us'), marks: [{ type: 'link', attrs: { href: '/contact' } }] }] },
  ],
};

describe('hasRichContent', () => {
  it('is false for the empty documents, blank text and a missing document', () => {
    expect(hasRichContent(emptyRichText)).toBe(false);
    expect(hasRichContent({ type: 'doc', content: [] })).toBe(false);
    expect(
      hasRichContent({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [text('  '), { type: 'hardBreak' }] },
          { type: 'bulletList', content: [item(' ')] },
        ],
      }),
    ).toBe(false);
    expect(hasRichContent(undefined)).toBe(false);
    expect(hasRichContent(null)).toBe(false);
  });

  it('is true as soon as some text shows, however deep', () => {
    expect(hasRichContent(DOC)).toBe(true);
    expect(
      hasRichContent({
        type: 'doc',
        content: [
          {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [{ type: 'paragraph' }, { type: 'orderedList', content: [item('x')] }] }],
          },
        ],
      }),
    ).toBe(true);
  });

  it('does not trip over a document of another shape', () => {
    expect(hasRichContent({ type: 'doc', content: 'text' } as never)).toBe(false);
    expect(hasRichContent({ type: 'doc', content: [null, 3, { type: 'callout', content: [text('shown')] }] } as never)).toBe(
      true,
    );
  });
});

describe('richTextToPlain', () => {
  it('gives one line per paragraph and list item, a line break as a new line, without formatting or empty paragraphs', () => {
    expect(richTextToPlain(DOC)).toBe('First line\nsecond line\nApples\nPears\nNested\nContact us');
  });

  it('is empty for an empty or missing document and skips nodes it does not know', () => {
    expect(richTextToPlain(emptyRichText)).toBe('');
    expect(richTextToPlain(undefined)).toBe('');
    expect(
      richTextToPlain({
        type: 'doc',
        content: [
          { type: 'heading', content: [text('old')] },
          { type: 'paragraph', content: [text('kept')] },
        ],
      } as never),
    ).toBe('kept');
  });
});

describe('richTextNodes', () => {
  it('walks every node in document order without changing the document', () => {
    const before = structuredClone(DOC);
    const types = [...richTextNodes(DOC)].map((node) => node.type);
    expect(types.slice(0, 6)).toEqual(['paragraph', 'text', 'hardBreak', 'text', 'text', 'paragraph']);
    expect(types).toHaveLength(19);
    expect(DOC).toEqual(before);
  });
});
