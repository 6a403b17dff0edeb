// The difference between two versions of a document, field by field, as the history's compare shows
// it: each value added, removed or changed at its dot path (`cards.2.title`); inside long texts and
// rich text (compared as its text) the changed words are marked; list items are paired by position
// and content (list-pairing.ts), so an item inserted at the top is one added item, not every item
// changed; an image or a colour says so, for the editor to show a thumbnail or a swatch.
import { dequal } from 'dequal';
import { diffWordsWithSpace } from 'diff';
import type { FieldChange, ValueKind, WordRun } from './history-compare.js';
import type { FormNode } from './form-shape.js';
import { pairItems } from './list-pairing.js';
import { richTextToPlain, type RichTextDoc } from './rich-text-content.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRichText = (value: unknown): value is RichTextDoc => isRecord(value) && value.type === 'doc';

const IMAGE_ADDRESS = /^\/media\/|\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i;
const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** A text of more words than this has its changed words marked. */
const LONG_TEXT_WORDS = 4;

/** What a value is, by its field's kind when the document's form is known, else by its looks. */
function kindOf(node: FormNode | undefined, value: unknown): ValueKind | undefined {
  if (node?.type === 'field') {
    if (node.kind === 'image' || node.kind === 'colour' || node.kind === 'richText') return node.kind;
    if (node.kind === 'longText') return 'longText';
  }
  if (isRichText(value)) return 'richText';
  if (typeof value !== 'string') return undefined;
  if (COLOUR.test(value)) return 'colour';
  return IMAGE_ADDRESS.test(value) ? 'image' : undefined;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The runs of the new text, the removed words among them where they were. */
export function wordRuns(before: string, after: string): WordRun[] {
  return diffWordsWithSpace(before, after).map((part) =>
    part.added
      ? { text: part.value, change: 'added' }
      : part.removed
        ? { text: part.value, change: 'removed' }
        : { text: part.value },
  );
}

/** An item's texts for the pairing rule: every string and number with a value in it, each as its JSON. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value as unknown[]) textsOf(item, into);
  else if (isRichText(value)) into.push(JSON.stringify(richTextToPlain(value)));
  else if (isRecord(value)) for (const child of Object.values(value)) textsOf(child, into);
  else if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') into.push(JSON.stringify(value));
  return into;
}

/** Items that name their type (a page's blocks) pair only with items of the same type. */
const sameKind = (before: unknown, after: unknown) =>
  !isRecord(before) || !isRecord(after) || typeof before.type !== 'string' || before.type === after.type;

const childNode = (node: FormNode | undefined, key: string): FormNode | undefined =>
  node?.type === 'group' ? node.fields.find((f) => f.key === key)?.node : undefined;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** One value added, removed or changed, with its kind; a long text's or rich text's changed words marked. */
function leafChange(path: string, node: FormNode | undefined, before: unknown, after: unknown): FieldChange {
  const kind = kindOf(node, after ?? before);
  const change: FieldChange = {
    path,
    kind: before === undefined ? 'added' : after === undefined ? 'removed' : 'changed',
    ...(kind && { value: kind }),
  };
  const plain = (value: unknown) => (isRichText(value) ? richTextToPlain(value) : value);
  const [was, now] = [plain(before), plain(after)];
  if (was !== undefined) change.before = was;
  if (now !== undefined) change.after = now;
  const long =
    kind === 'longText' || kind === 'richText' || [was, now].some((t) => typeof t === 'string' && wordCount(t) > LONG_TEXT_WORDS);
  if (change.kind === 'changed' && long && typeof was === 'string' && typeof now === 'string') change.words = wordRuns(was, now);
  return change;
}

function walk(path: string, node: FormNode | undefined, before: unknown, after: unknown, into: FieldChange[]): void {
  if (dequal(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const item = node?.type === 'list' ? node.item : undefined;
    const from = pairItems(before, after, {
      sameKind,
      texts: (value) => (isRecord(value) || Array.isArray(value) ? textsOf(value) : undefined),
    });
    const paired = new Set(from);
    before.forEach((old, i) => {
      if (!paired.has(i)) into.push(leafChange(join(path, i), item, old, undefined));
    });
    from.forEach((i, j) => {
      if (i === null) into.push(leafChange(join(path, j), item, undefined, after[j]));
      else walk(join(path, j), item, before[i], after[j], into);
    });
    return;
  }
  if (isRecord(before) && isRecord(after) && !isRichText(before) && !isRichText(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) walk(join(path, key), childNode(node, key), before[key], after[key], into);
    return;
  }
  into.push(leafChange(path, node, before, after));
}

/**
 * The changes from `before` to `after`, in the order of the fields (an old list item removed before
 * the new items of its list). `shape` is the document's form when it is known (a section's, a
 * service's): it names the images, colours and long texts that the values alone do not.
 */
export function diffDocuments(before: unknown, after: unknown, shape?: FormNode): FieldChange[] {
  const changes: FieldChange[] = [];
  walk('', shape, before, after, changes);
  return changes;
}
