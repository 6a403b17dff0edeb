// Custom pages: the schemas the server validates a page with and the editor builds its forms from.
// A block's type is a section's API path (or a block-only type), and its data is validated by
// that section's own schema, so a block has exactly the shape of the section's document.
import { z } from 'zod';
import {
  BLOCK_TYPES,
  NAVBAR_GROUPS,
  SECTION_BLOCK_TYPES,
  isBlockType,
  slugProblem,
  type Block,
  type BlockType,
  type CustomPage,
} from './custom-page-rules.js';
import { text } from './fields.js';
import { getSection } from './registry.js';
import type { NamedFacts } from './section-facts.js';
import { isBlockOnlyType } from './sections/blocks.page.js';
import { BLOCK_ONLY_SECTIONS } from './sections/blocks.js';

/** How many blocks one page may have. */
export const BLOCKS_MAX = 50;

/** The facts (schema, default, label, editor options) of a block type. */
export function blockFacts(type: BlockType): NamedFacts {
  return isBlockOnlyType(type) ? BLOCK_ONLY_SECTIONS[type] : getSection(SECTION_BLOCK_TYPES[type]);
}

export const slugSchema = z.string().superRefine((slug, ctx) => {
  const problem = slugProblem(slug);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const storedBlockSchema = z.strictObject({ type: z.string(), data: z.unknown() });

/** Checks each block's data against its type's schema; a problem names the block ("Block 2 (Hero): …"). */
function parseBlocks(blocks: readonly { type: string; data?: unknown }[], ctx: z.RefinementCtx): Block[] {
  return blocks.flatMap((block, index) => {
    const name = `Block ${index + 1}`;
    if (!isBlockType(block.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks', index, 'type'],
        message: `${name}: there is no block type "${block.type}". Use one of: ${BLOCK_TYPES.join(', ')}.`,
      });
      return [];
    }
    const facts = blockFacts(block.type);
    const parsed = facts.schema.safeParse(block.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'data', ...issue.path],
          message: `${name} (${facts.label}): ${issue.message}`,
        });
      }
      return [];
    }
    return [{ type: block.type, data: parsed.data } as Block];
  });
}

export const customPageSchema = z
  .strictObject({
    slug: slugSchema,
    title: text().trim().min(1, 'A page needs a title.'),
    blocks: z.array(storedBlockSchema).max(BLOCKS_MAX, `Keep a page to ${BLOCKS_MAX} blocks or fewer.`),
    in_navbar: z.boolean().default(false),
    navbar_group: z
      .enum(NAVBAR_GROUPS, { error: `Use one of: ${NAVBAR_GROUPS.join(', ')}, or null.` })
      .nullable()
      .default(null),
    in_footer: z.boolean().default(false),
  })
  .transform((page, ctx): CustomPage => ({ ...page, blocks: parseBlocks(page.blocks, ctx) }));
export type CustomPageInput = z.input<typeof customPageSchema>;

export const customPageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  updated_at: z.string(),
  in_navbar: z.boolean(),
  in_footer: z.boolean(),
  /** False from the page's creation until its first publish: visitors get a 404 until then. */
  published: z.boolean(),
});

/** What GET /custom-pages/{slug} answers: the page as stored (a block of an unknown type stays, for the editor to report). */
export const customPageAnswerSchema = z.object({
  slug: z.string(),
  title: z.string(),
  blocks: z.array(z.object({ type: z.string(), data: z.unknown() })),
  in_navbar: z.boolean(),
  navbar_group: z.enum(NAVBAR_GROUPS).nullable(),
  in_footer: z.boolean(),
});
