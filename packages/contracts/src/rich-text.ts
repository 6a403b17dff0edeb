// The rich-text field: the editor's JSON document (rich-text-content.ts), allowed only the nodes and
// marks the site renders. Every object is strict and every type named, so a pasted or hand-made
// document cannot smuggle in anything else; links follow the link field's rule; the size is bounded
// so a document stays small. Lists nest to a fixed depth, built level by level rather than
// recursively, so an over-deep document is refused at that depth instead of being walked to its end.
import { z } from 'zod';
import { fieldKinds, link } from './fields.js';
import { ORDERED_LIST_STYLES, richTextNodes, type RichTextBlock, type RichTextDoc } from './rich-text-content.js';

/** Characters of text in one document (formatting not counted). */
export const RICH_TEXT_MAX = 20_000;
/** Nodes in one document: paragraphs, lists, list items, runs of text and line breaks. */
export const RICH_TEXT_NODES_MAX = 2_000;
/** How deep lists may nest: a list in a list in a list in a list. */
export const RICH_TEXT_LIST_DEPTH = 4;

/** A strict object whose refusal of an unknown key says which key, in words. */
const strict = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Rich text has no ${issue.keys.map((k) => `"${k}"`).join(', ')} here.` : undefined,
  });

const typeName = (input: unknown) => {
  const type = input && typeof input === 'object' ? (input as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? `"${type.slice(0, 40)}"` : 'without a type';
};

/** The message of a node or mark whose type is not one of `allowed`. */
const unknownType =
  (what: string, allowed: string, explain?: (input: unknown) => string | undefined) =>
  (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_union'
      ? (explain?.(issue.input) ?? `Rich text has no ${what} ${typeName(issue.input)}: only ${allowed}.`)
      : undefined;

/** A link's address: the link field's rule (http(s), a site path, #, mailto:, tel:; never `//host` or `javascript:`), and not empty. */
export const richTextHref = link().min(1, { error: 'Enter the address the link goes to.' });

const marks = z
  .array(
    z.discriminatedUnion(
      'type',
      [
        strict({ type: z.literal('bold') }),
        strict({ type: z.literal('italic') }),
        strict({ type: z.literal('link'), attrs: strict({ href: richTextHref }) }),
      ],
      { error: unknownType('formatting', 'bold, italic and links') },
    ),
  )
  .max(3, { error: 'Text has at most three kinds of formatting: bold, italic and a link.' });

const inline = z.discriminatedUnion(
  'type',
  [
    strict({
      type: z.literal('text'),
      text: z.string().min(1, { error: 'A run of text is never empty.' }),
      marks: marks.optional(),
    }),
    strict({ type: z.literal('hardBreak'), marks: marks.optional() }),
  ],
  { error: unknownType('inline content', 'text and line breaks') },
);

const paragraph = strict({ type: z.literal('paragraph'), content: z.array(inline).optional() });

const isList = (input: unknown) => ['bulletList', 'orderedList'].includes((input as { type?: unknown } | null)?.type as string);
const tooDeep = (input: unknown) => (isList(input) ? `Lists nest at most ${RICH_TEXT_LIST_DEPTH} levels deep.` : undefined);
const BLOCKS = 'paragraphs, bulleted and numbered lists';

/** The blocks allowed where lists may still nest `depth` more levels. */
function blocks(depth: number): z.ZodType<RichTextBlock> {
  if (depth === 0) return z.discriminatedUnion('type', [paragraph], { error: unknownType('block', BLOCKS, tooDeep) });
  const item = strict({
    type: z.literal('listItem'),
    content: z
      .array(blocks(depth - 1))
      .min(1, { error: 'A list item needs some text.' })
      .refine((content) => content.length === 0 || content[0]?.type === 'paragraph', {
        error: 'A list item starts with a paragraph.',
      }),
  });
  // Both kinds of list in one schema: as two, each level would hold every deeper one twice over
  // (the OpenAPI document writes each out in full).
  const list = strict({
    type: z.enum(['bulletList', 'orderedList']),
    attrs: strict({
      start: z.int().min(0).max(1_000_000).optional(),
      type: z.enum(ORDERED_LIST_STYLES).nullable().optional(),
    }).optional(),
    content: z.array(item).min(1, { error: 'A list needs at least one item.' }),
  }).refine((l) => l.type === 'orderedList' || l.attrs === undefined, {
    error: 'A bulleted list has no numbering.',
    path: ['attrs'],
  });
  return z.discriminatedUnion('type', [paragraph, list], { error: unknownType('block', BLOCKS) });
}

/** Bounds the whole document once its shape is known to be right. */
function checkSize(doc: RichTextDoc, ctx: z.RefinementCtx<RichTextDoc>) {
  let nodes = 0;
  let characters = 0;
  for (const node of richTextNodes(doc)) {
    nodes += 1;
    if (typeof node.text === 'string') characters += node.text.length;
  }
  if (characters > RICH_TEXT_MAX)
    ctx.addIssue({ code: 'custom', message: `Keep this text under ${RICH_TEXT_MAX} characters.`, input: doc });
  if (nodes > RICH_TEXT_NODES_MAX) {
    ctx.addIssue({
      code: 'custom',
      message: `This text has too many paragraphs, list items and formatting changes: keep it under ${RICH_TEXT_NODES_MAX}.`,
      input: doc,
    });
  }
}

/**
 * A rich-text document (its form input is the rich-text editor). An empty document is
 * `{type:'doc',content:[]}` or one empty paragraph (`emptyRichText`); `hasRichContent` tells them apart
 * from text.
 */
export const richText = (): z.ZodType<RichTextDoc> => {
  const schema = strict({ type: z.literal('doc'), content: z.array(blocks(RICH_TEXT_LIST_DEPTH)) }).superRefine(checkSize);
  fieldKinds.add(schema, { kind: 'richText' });
  return schema;
};
