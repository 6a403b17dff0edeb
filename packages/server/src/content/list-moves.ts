// Where the items of a document's lists went when the default language's document changed, and a
// translation rewritten to follow them. List items have no ids and a translation gives its texts to
// the item at the same position, so a move, insert or delete in the default language would leave a
// language's texts under other items. The new items are paired with the old by the contract's rule
// (list-pairing.ts), an item's texts being its texts, links and images with a value, its nested
// lists' included; a new item's translation is `{}`. A page's blocks pair only with blocks of the
// same type. Nested lists are paired within each pair.
import {
  SERVICES_DOCUMENT,
  blockFacts,
  getSection,
  isBlockType,
  isEmptyTranslation,
  pairItems,
  serviceSchema,
  translatableShape,
  type FormNode,
  type SectionKey,
} from '@site/contracts';
import type { z } from 'zod';
import type { DocumentId } from './versions.js';

/** One list's new items: per new position, the old position it came from, or null for a new item. */
interface ListMove {
  from: readonly (number | null)[];
  /** A new item's translation: `{}` for an item of fields, null for a list of plain values. */
  empty: Record<string, never> | null;
}

/** The lists that changed, by their path in the new document as a translation names it (`cards`, `cards.2.points`, `blocks`). */
export type ListMoves = ReadonlyMap<string, ListMove>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The translatable values an item has, its nested lists' included, each as its JSON. */
function textsOf(node: FormNode, value: unknown, into: string[] = []): string[] {
  if (node.type === 'group') {
    if (isRecord(value)) for (const { key, node: child } of node.fields) textsOf(child, value[key], into);
  } else if (node.type === 'list') {
    if (Array.isArray(value)) for (const item of value as unknown[]) textsOf(node.item, item, into);
  } else if (!isEmptyTranslation(node.kind, value)) into.push(JSON.stringify(value));
  return into;
}

const unchanged = (from: readonly (number | null)[], before: number) => from.length === before && from.every((i, j) => i === j);

function walk(node: FormNode, before: unknown, after: unknown, path: string[], moves: Map<string, ListMove>): void {
  if (node.type === 'group') {
    if (!isRecord(before) || !isRecord(after)) return;
    for (const { key, node: child } of node.fields) walk(child, before[key], after[key], [...path, key], moves);
    return;
  }
  if (node.type !== 'list' || !Array.isArray(after)) return;
  const old: readonly unknown[] = Array.isArray(before) ? before : [];
  const item = node.item;
  const shape = item.type === 'group' ? item : undefined;
  const from = pairItems(old, after, { sameKind: () => true, texts: (value) => shape && textsOf(shape, value) });
  if (!unchanged(from, old.length)) moves.set(path.join('.'), { from, empty: shape ? {} : null });
  from.forEach((i, j) => {
    if (i !== null) walk(item, old[i], after[j], [...path, String(j)], moves);
  });
}

/**
 * The lists of a document (by its schema) whose items moved, were added or deleted between the
 * default language's `before` and `after`, nested lists included; empty when none did.
 */
export function listMoves(schema: z.ZodType, before: unknown, after: unknown): ListMoves {
  const moves = new Map<string, ListMove>();
  const shape = translatableShape(schema);
  if (shape) walk(shape, before, after, [], moves);
  return moves;
}

interface Block {
  type: string;
  data?: unknown;
}

const blocksOf = (page: unknown): readonly Block[] =>
  isRecord(page) && Array.isArray(page.blocks)
    ? (page.blocks as unknown[]).filter(isRecord).map((b) => b as unknown as Block)
    : [];

const blockShape = (block: unknown): FormNode | undefined => {
  const type = (block as Block).type;
  return isBlockType(type) ? translatableShape(blockFacts(type).schema) : undefined;
};

/**
 * An editor-built page's moves: its blocks (paired only with blocks of the same type, compared by
 * their data) at `blocks`, and the lists inside each paired block at `blocks.<position>.<list>`, as
 * the page's translation names them (a block's translation is its data's).
 */
export function pageMoves(before: unknown, after: unknown): ListMoves {
  const moves = new Map<string, ListMove>();
  const old = blocksOf(before);
  const now = blocksOf(after);
  const from = pairItems(old, now, {
    sameKind: (a, b) => (a as Block).type === (b as Block).type,
    texts: (block) => {
      const shape = blockShape(block);
      return shape && textsOf(shape, (block as Block).data);
    },
  });
  if (!unchanged(from, old.length)) moves.set('blocks', { from, empty: {} });
  from.forEach((i, j) => {
    const shape = blockShape(now[j]);
    if (i !== null && shape) walk(shape, old[i]!.data, now[j]!.data, ['blocks', String(j)], moves);
  });
  return moves;
}

/**
 * A translation rewritten by `moves`: a moved item's translation moves with it, a deleted item's is
 * dropped and a new item gets an empty one (none after the last item the translation gives). The
 * same object when nothing changed, so the caller knows there is nothing to write.
 */
export function moveTranslation(translation: unknown, moves: ListMoves): unknown {
  return moves.size ? rewrite(translation, moves, '') : translation;
}

const childPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function rewrite(value: unknown, moves: ListMoves, path: string): unknown {
  if (Array.isArray(value)) {
    const items = value as unknown[];
    const move = moves.get(path);
    const result: unknown[] = [];
    // The new positions up to the last one whose item the translation gives.
    const from = move ? move.from : items.map((_, i) => i);
    const last = from.reduce<number>((end, i, j) => (i !== null && i < items.length ? j : end), -1);
    for (let j = 0; j <= last; j += 1) {
      const i = from[j];
      const given = i !== null && i !== undefined && i < items.length;
      result.push(given ? rewrite(items[i], moves, childPath(path, j)) : move!.empty && {});
    }
    const same = result.length === items.length && result.every((item, j) => item === items[j]);
    return same ? value : result;
  }
  if (isRecord(value)) {
    let changed = false;
    const result = Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const moved = rewrite(child, moves, childPath(path, key));
        if (moved !== child) changed = true;
        return [key, moved];
      }),
    );
    return changed ? result : value;
  }
  return value;
}

/** How one document's translations follow its lists from one version to the next: each rewritten (the same object when unchanged). */
export type TranslationFollower = (translation: unknown) => unknown;

const follower = (moves: ListMoves): TranslationFollower | undefined =>
  moves.size ? (translation) => moveTranslation(translation, moves) : undefined;

/**
 * How the translations of a document of the default language follow its change from `before` to
 * `after`, or undefined when no list item moved: a section's lists by its schema (a section never
 * saved was its default document), an editor-built page's blocks, each service's features (a
 * service's entry is found by its `_id`). A translation has none of its own.
 */
export function followerOf(document: DocumentId, before: unknown, after: unknown): TranslationFollower | undefined {
  if (document.includes('@')) return undefined;
  if (document.startsWith('section:')) {
    const section = getSection(document.slice('section:'.length) as SectionKey);
    return follower(listMoves(section.schema, { ...section.defaults, ...(isRecord(before) ? before : {}) }, after));
  }
  if (document.startsWith('page:')) return before === undefined ? undefined : follower(pageMoves(before, after));
  if (document === SERVICES_DOCUMENT) return servicesFollower(before, after);
  return undefined;
}

/** Each service's features: an entry of the translation follows the moves of its service's. */
function servicesFollower(before: unknown, after: unknown): TranslationFollower | undefined {
  const byId = (list: unknown) =>
    new Map((Array.isArray(list) ? (list as unknown[]) : []).filter(isRecord).map((service) => [service._id, service]));
  const old = byId(before);
  const moves = new Map<unknown, ListMoves>();
  for (const [id, service] of byId(after)) {
    const found = old.has(id) ? listMoves(serviceSchema, old.get(id), service) : new Map();
    if (found.size) moves.set(id, found);
  }
  if (!moves.size) return undefined;
  return (translation) => {
    if (!Array.isArray(translation)) return translation;
    const entries: readonly unknown[] = translation;
    const moved = entries.map((entry) => {
      const found = isRecord(entry) ? moves.get(entry._id) : undefined;
      return found ? moveTranslation(entry, found) : entry;
    });
    return moved.every((entry, i) => entry === entries[i]) ? entries : moved;
  };
}
