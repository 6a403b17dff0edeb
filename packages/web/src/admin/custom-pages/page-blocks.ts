// What the page editor does to a page's block list, as plain functions over a copy: add a block of
// a type (its default document), move, duplicate, remove. And the page-level helpers of the Pages
// screen: a slug from a title, a free slug for a copy, and what a delete takes off the navbar and footer.
import { blockFacts, blockSummary, type BlockType, type ImageRecord, type StoredBlock } from '@site/contracts';
import { customPagePath } from '@site/contracts/site';

/** One place a value sits: its holder (an object or a list) and its key there. */
interface Place {
  holder: Record<string | number, unknown>;
  key: string | number;
}

/** The places a field pattern names in a document: "cards.*.imageSrc" is each card's imageSrc. */
function placesOf(holder: unknown, parts: readonly string[]): Place[] {
  const [head, ...rest] = parts;
  if (head === undefined || holder === null || typeof holder !== 'object') return [];
  const within = holder as Record<string | number, unknown>;
  const keys = head === '*' ? (Array.isArray(holder) ? holder.map((_, index) => index) : []) : [head];
  return keys.flatMap((key) => (rest.length === 0 ? [{ holder: within, key }] : placesOf(within[key], rest)));
}

/**
 * A new block of `type`: what its type declares a new block starts with, its picture fields filled
 * from the image library (an image of its own category first, else any; each a different one) so
 * it shows as it will look.
 */
export function newBlock(type: BlockType, library: readonly ImageRecord[] = []): StoredBlock {
  const facts = blockFacts(type);
  const data = structuredClone<Record<string, unknown>>(facts.blockDefaults ?? facts.defaults);
  const used = new Set<string>();
  // Its description stays empty: the site then uses the library's description of the image.
  for (const pattern of facts.blockPictures ?? []) {
    const category = facts.editor.categories?.[pattern] ?? facts.editor.category;
    for (const { holder, key } of placesOf(data, pattern.split('.'))) {
      const free = library.filter((image) => !used.has(image.image));
      const image = free.find((candidate) => candidate.category === category) ?? free[0];
      if (!image || holder[key]) continue;
      holder[key] = image.image;
      used.add(image.image);
    }
  }
  return { type, data };
}

export function moveBlock<T>(blocks: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= blocks.length || from < 0 || from >= blocks.length) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** A copy of block `index` right after it. */
export function duplicateBlock(blocks: readonly StoredBlock[], index: number): StoredBlock[] {
  const block = blocks[index];
  if (!block) return [...blocks];
  return [...blocks.slice(0, index + 1), structuredClone(block), ...blocks.slice(index + 1)];
}

export const removeBlock = <T>(blocks: readonly T[], index: number): T[] => blocks.filter((_, i) => i !== index);

/** What the editor calls a block: its type's label with its heading or first words, or the unknown type's name. */
export const blockLabel = (block: StoredBlock): string => blockSummary(block);

/** What the editor calls a page's address (its slug). */
export const ADDRESS_LABEL = 'Web address';

/** The full address a page is shown at, for the admin to read ("https://example.com/careers"). */
export const pageAddress = (origin: string, slug: string) => `${origin}${customPagePath(slug || '…')}`;

/** A slug from a page's title: lower case, runs of anything but a-z0-9 made one -, none at the ends, at most 60. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The first of `{slug}-copy`, `{slug}-copy-2`, … that no page has. */
export function copySlug(slug: string, taken: readonly string[]): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${slug.slice(0, 60 - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

interface Marks {
  title: string;
  in_navbar: boolean;
  in_footer: boolean;
}

/** The sentence of the delete confirm: what goes away with the page besides itself. */
export function deleteDetail(page: Marks): string {
  const links = [page.in_navbar && 'the navbar', page.in_footer && 'the footer'].filter(Boolean);
  const removes = links.length ? ` Its link in ${links.join(' and in ')} is removed too.` : '';
  return `Its address stops working and its history is deleted.${removes} This cannot be undone.`;
}
