// How the editor tells one section or block from another in a list (the page editor's blocks, the
// Drafts screen): its heading, else the first words of its text, trimmed. Plain functions over the
// stored document, so the server (the drafts list) and the editor word it alike.
import { isBlockType, type StoredBlock } from './custom-page-rules.js';
import { blockFacts } from './custom-pages.js';
import { fieldKinds } from './fields.js';
import { richTextToPlain, type RichTextDoc } from './rich-text-content.js';
import type { NamedFacts, SectionFacts } from './section-facts.js';

/** The longest summary, in characters, before it is cut with an ellipsis. */
export const SUMMARY_MAX = 60;

/** The fields a heading is found in when a section declares none. */
const HEADING_FIELDS = ['title', 'heading', 'header'];

/** `text` on one line, cut at a word boundary to `max` characters with an ellipsis. */
export function shorten(text: string, max = SUMMARY_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function at(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => record(value)?.[key], data);
}

/** A field's words: a line of text as it is, a rich-text document without its formatting. */
function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (record(value)?.type === 'doc') return richTextToPlain(value as RichTextDoc).trim();
  return '';
}

/** The top-level fields of paragraphs (long or rich text), in the schema's order. */
function textFields(facts: SectionFacts): string[] {
  return Object.entries(facts.schema.shape).flatMap(([key, field]) => {
    const kind = fieldKinds.get(field as never)?.kind;
    return kind === 'longText' || kind === 'richText' ? [key] : [];
  });
}

/** A document's heading, else the first words of its text, shortened; null when it has neither. */
export function documentSummary(facts: NamedFacts, data: unknown): string | null {
  const headings = facts.headingField ? [facts.headingField] : HEADING_FIELDS;
  for (const path of [...headings, ...textFields(facts)]) {
    const words = wordsOf(at(data, path));
    if (words) return shorten(words);
  }
  return null;
}

/** What a list calls a block: its type's label, with its heading or first words ("Hero — Welcome"). */
export function blockSummary(block: StoredBlock): string {
  if (!isBlockType(block.type)) return `Unknown block "${block.type}"`;
  const facts = blockFacts(block.type);
  const words = documentSummary(facts, block.data);
  return words ? `${facts.label} — ${words}` : facts.label;
}

/** The longest summary of a whole page's blocks, in characters. */
export const PAGE_SUMMARY_MAX = 120;

/** What a list says of a custom page's blocks: each one's summary in order ("Hero — Welcome · FAQ"), shortened. */
export function pageSummary(data: unknown): string | null {
  const blocks = record(data)?.blocks;
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  const summaries = blocks.map((block) => blockSummary({ type: String(record(block)?.type), data: record(block)?.data }));
  return shorten(summaries.join(' · '), PAGE_SUMMARY_MAX);
}
