import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyValue, formShape } from './form-shape.js';
import { emptyRichText, type RichTextDoc } from './rich-text-content.js';
import { RICH_TEXT_LIST_DEPTH, RICH_TEXT_MAX, RICH_TEXT_NODES_MAX, richText, richTextHref } from './rich-text.js';

/** Every node and mark the field allows, as the editor writes them. */
const FULL: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plain, ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'bold, ' },
        { type: 'text', marks: [{ type: 'italic' }, { type: 'bold' }], text: 'both' },
        { type: 'hardBreak' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: 'https://example.com/a' } }], text: 'a link' },
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
              attrs: { start: 1, type: null },
              content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Nested' }] }] }],
            },
          ],
        },
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', marks: [{ type: 'link', attrs: { href: '/contact' } }], text: 'Two' }],
            },
          ],
        },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3, type: 'i' },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Three' }] }] }],
    },
    {
      type: 'orderedList',
      content: [
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'mail', marks: [{ type: 'link', attrs: { href: 'mailto:a@b.example' } }] }],
            },
          ],
        },
      ],
    },
  ],
};

const schema = richText();
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const linked = (href: string) => doc(para({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }));
/** The messages of a refusal (a success fails the test). */
const problems = (value: unknown) => {
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(false);
  return parsed.error?.issues.map((i) => i.message) ?? [];
};
/** A list nested `levels` deep, each level holding the next in its only item. */
const nested = (levels: number): unknown =>
  levels === 0
    ? para({ type: 'text', text: 'deep' })
    : {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [para({ type: 'text', text: `level ${levels}` }), ...(levels > 1 ? [nested(levels - 1)] : [])],
          },
        ],
      };

describe('richText schema', () => {
  it('accepts a document with every allowed node and mark, unchanged', () => {
    expect(schema.parse(FULL)).toEqual(FULL);
  });

  it('accepts both empty documents', () => {
    expect(schema.safeParse(emptyRichText).success).toBe(true);
    expect(schema.safeParse({ type: 'doc', content: [] }).success).toBe(true);
  });

  it('refuses a node type it does not render, naming it', () => {
    expect(problems(doc({ type: 'heading', attrs: { level: 1 }, content: [] }))).toEqual([
      'Rich text has no block "heading": only paragraphs, bulleted and numbered lists.',
    ]);
    expect(problems(doc(para({ type: 'image', attrs: { src: '/x.png' } })))).toEqual([
      'Rich text has no inline content "image": only text and line breaks.',
    ]);
  });

  it('refuses a mark it does not render, naming it', () => {
    expect(problems(doc(para({ type: 'text', text: 'x', marks: [{ type: 'strike' }] })))).toEqual([
      'Rich text has no formatting "strike": only bold, italic and links.',
    ]);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com'])(
    'refuses the link %j',
    (href) => {
      expect(problems(linked(href))).toEqual(['Use a link that starts with http://, https://, /, #, mailto: or tel:.']);
    },
  );

  it.each(['//evil.example', '/\\evil.example'])('refuses the protocol-relative link %j, saying why', (href) => {
    expect(problems(linked(href))).toEqual([
      'An address on another site needs http:// or https://; a path on this site starts with a single /.',
    ]);
  });

  it('refuses a link without an address', () => {
    expect(problems(linked(''))).toEqual(['Enter the address the link goes to.']);
    expect(richTextHref.safeParse('/about').success).toBe(true);
  });

  it(`accepts lists nested ${RICH_TEXT_LIST_DEPTH} levels deep and refuses one more`, () => {
    expect(schema.safeParse(doc(nested(RICH_TEXT_LIST_DEPTH))).success).toBe(true);
    expect(problems(doc(nested(RICH_TEXT_LIST_DEPTH + 1)))).toEqual([`Lists nest at most ${RICH_TEXT_LIST_DEPTH} levels deep.`]);
    // A hostile depth is refused at the limit, not walked to its end.
    expect(problems(doc(nested(5_000)))).toEqual([`Lists nest at most ${RICH_TEXT_LIST_DEPTH} levels deep.`]);
  });

  it('refuses too long a text, in one node or spread over many', () => {
    expect(problems(doc(para({ type: 'text', text: 'x'.repeat(RICH_TEXT_MAX + 1) })))).toEqual([
      `Keep this text under ${RICH_TEXT_MAX} characters.`,
    ]);
    const half = { type: 'text', text: 'x'.repeat(RICH_TEXT_MAX / 2) };
    expect(problems(doc(para(half), para(half, { type: 'text', text: 'y' })))).toEqual([
      `Keep this text under ${RICH_TEXT_MAX} characters.`,
    ]);
    expect(schema.safeParse(doc(para(half), para(half))).success).toBe(true);
  });

  it('refuses too many nodes', () => {
    const many = Array.from({ length: RICH_TEXT_NODES_MAX }, () => para());
    expect(schema.safeParse(doc(...many)).success).toBe(true);
    expect(problems(doc(...many, para()))).toEqual([
      `This text has too many paragraphs, list items and formatting changes: keep it under ${RICH_TEXT_NODES_MAX}.`,
    ]);
  });

  it('refuses extra keys on attributes, marks and nodes, naming them', () => {
    expect(
      problems(doc(para({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '/a', target: '_self' } }] }))),
    ).toEqual(['Rich text has no "target" here.']);
    expect(problems(doc(para({ type: 'text', text: 'x', marks: [{ type: 'bold', attrs: { weight: 900 } }] })))).toEqual([
      'Rich text has no "attrs" here.',
    ]);
    expect(problems(doc({ type: 'paragraph', attrs: { textAlign: 'center' } }))).toEqual(['Rich text has no "attrs" here.']);
    expect(
      problems(
        doc({ type: 'orderedList', attrs: { start: 1, reversed: true }, content: [{ type: 'listItem', content: [para()] }] }),
      ),
    ).toEqual(['Rich text has no "reversed" here.']);
    expect(problems({ ...doc(), html: '<p>x</p>' })).toEqual(['Rich text has no "html" here.']);
    expect(
      problems(doc({ type: 'bulletList', attrs: { start: 2 }, content: [{ type: 'listItem', content: [para()] }] })),
    ).toEqual(['A bulleted list has no numbering.']);
  });

  it('refuses malformed structure: empty text, an empty list, a list item not starting with a paragraph, a bad start', () => {
    expect(problems(doc(para({ type: 'text', text: '' })))).toEqual(['A run of text is never empty.']);
    expect(problems(doc({ type: 'bulletList', content: [] }))).toEqual(['A list needs at least one item.']);
    expect(problems(doc({ type: 'bulletList', content: [{ type: 'listItem', content: [nested(1)] }] }))).toEqual([
      'A list item starts with a paragraph.',
    ]);
    expect(
      problems(doc({ type: 'orderedList', attrs: { start: 1.5 }, content: [{ type: 'listItem', content: [para()] }] })).length,
    ).toBe(1);
    expect(problems({ type: 'doc' })).toHaveLength(1);
    expect(problems('<p>html</p>')).toHaveLength(1);
  });

  it('is one field of its kind in a section form, starting empty', () => {
    const section = z.strictObject({ heading: z.string(), body: richText() });
    const shape = formShape(section);
    expect(shape).toEqual({
      type: 'group',
      fields: [
        { key: 'heading', node: { type: 'field', kind: 'text' } },
        { key: 'body', node: { type: 'field', kind: 'richText' } },
      ],
    });
    const fresh = emptyValue({ type: 'field', kind: 'richText' });
    expect(fresh).toEqual(emptyRichText);
    expect(fresh).not.toBe(emptyRichText);
  });
});
