// Translations of content documents. A language other than the default keeps, per document, only
// what it translates: its texts, and where it needs its own, images and links. Colours, choices,
// embedded videos and e-mail addresses are shared by every language (docs/decisions.md says why).
// A list keeps the default language's items, in its order; a translation gives texts to the item
// at the same position. A text a translation leaves out or empty is taken from the next language
// of its fallback chain, and last from the default language's document.
import { z } from 'zod';
import { defOf, formShape, unwrap, type FormNode } from './form-shape.js';
import { fieldKinds, type FieldKind } from './fields.js';
import { hasRichContent, type RichTextDoc } from './rich-text-content.js';

/** The kinds of field a language may hold a value of its own for. */
export const TRANSLATABLE_KINDS: ReadonlySet<FieldKind | 'number'> = new Set<FieldKind>([
  'text',
  'longText',
  'richText',
  'link',
  'image',
]);

const kindOf = (schema: z.ZodType): FieldKind | undefined => fieldKinds.get(unwrap(schema))?.kind ?? fieldKinds.get(schema)?.kind;

/**
 * The schema of a document's translation, derived from the document's own: every translatable field
 * optional, every other field left out (a translation that sends one gets a 400 naming it), lists
 * as lists of the same items' translations. Undefined when the schema has nothing to translate.
 */
export function translationSchema(schema: z.ZodType): z.ZodType | undefined {
  const kind = kindOf(schema);
  if (kind) return TRANSLATABLE_KINDS.has(kind) ? unwrap(schema) : undefined;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    const shape = Object.fromEntries(
      Object.entries(def.shape).flatMap(([key, child]) => {
        const translated = translationSchema(child);
        return translated ? [[key, translated.optional()]] : [];
      }),
    );
    return Object.keys(shape).length ? z.strictObject(shape) : undefined;
  }
  if (def.type === 'array' && def.element) {
    const item = translationSchema(def.element);
    const max = def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
    // An item a translation does not translate is `{}` (or null) to keep the positions of the rest.
    return item && z.array(item.nullable()).max(max ?? 100, { error: `Give at most ${max ?? 100} items.` });
  }
  return undefined;
}

/** Whether a translatable value says nothing (and so falls back). */
export function isEmptyTranslation(kind: FieldKind | 'number', value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (kind === 'richText') return !hasRichContent(value as RichTextDoc);
  return typeof value === 'string' && value.trim() === '';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a language's counts of untranslated fields count: its texts. An image or link a language
 * does not set follows the default language's, as it is meant to (docs/decisions.md), so it is
 * shared, not missing. Every count, the editor's "Needs translation" filter and the Languages
 * overview ask this one question.
 */
export const countsAsUntranslated = (kind: FieldKind | 'number' | undefined): boolean =>
  kind === 'text' || kind === 'longText' || kind === 'richText';

/**
 * A document in one language. `fallback` names (`cards.0.title`) every translatable field it took
 * from another language, images and links included (a translation form starts those empty, following
 * the default); `untranslated` names those of them that count as untranslated: the texts.
 */
export interface Translated<T> {
  data: T;
  fallback: string[];
  untranslated: string[];
}

/** The paths a merge collects: every field that fell back, and those of them that are texts. */
type FellBack = Omit<Translated<unknown>, 'data'>;

function merge(node: FormNode, base: unknown, layers: readonly unknown[], path: string[], fellBack: FellBack): unknown {
  if (node.type === 'group') {
    if (!isRecord(base)) return base;
    const result: Record<string, unknown> = { ...base };
    for (const { key, node: child } of node.fields) {
      if (!(key in base)) continue;
      result[key] = merge(
        child,
        base[key],
        layers.map((layer) => (isRecord(layer) ? layer[key] : undefined)),
        [...path, key],
        fellBack,
      );
    }
    return result;
  }
  if (node.type === 'list') {
    if (!Array.isArray(base)) return base;
    return (base as unknown[]).map((item, index) =>
      merge(
        node.item,
        item,
        layers.map((layer): unknown => (Array.isArray(layer) ? (layer as unknown[])[index] : undefined)),
        [...path, String(index)],
        fellBack,
      ),
    );
  }
  if (!TRANSLATABLE_KINDS.has(node.kind)) return base;
  const found = layers.findIndex((layer) => !isEmptyTranslation(node.kind, layer));
  if (found !== 0 && !isEmptyTranslation(node.kind, base)) {
    fellBack.fallback.push(path.join('.'));
    if (countsAsUntranslated(node.kind)) fellBack.untranslated.push(path.join('.'));
  }
  return found === -1 ? base : layers[found];
}

/**
 * A document in a language: `base` (the default language's document) with the translations of the
 * language's fallback chain laid over it, nearest first (`[bn]`, or `[fr-CA, fr]`). `fallback` lists
 * the fields the first translation does not have, where the default language has one; `untranslated`
 * the texts among them.
 */
export function translate<T>(schema: z.ZodType, base: T, translations: readonly unknown[]): Translated<T> {
  const fellBack: FellBack = { fallback: [], untranslated: [] };
  const shape = translatableShape(schema);
  const data = (shape ? merge(shape, base, translations, [], fellBack) : base) as T;
  return { data, ...fellBack };
}

const shapes = new WeakMap<z.ZodType, FormNode | null>();

/**
 * The form of what a language may translate in a document: its translation schema's, so a field
 * no language holds (a flag, an id, a plain string no field builder made) is neither taken from a
 * translation nor named as fallen back. Made once per schema.
 */
export function translatableShape(schema: z.ZodType): FormNode | undefined {
  if (!shapes.has(schema)) {
    const translation = translationSchema(schema);
    shapes.set(schema, translation ? formShape(translation) : null);
  }
  return shapes.get(schema) ?? undefined;
}

/** The kind of the translatable field at `path` (`cards.0.title`) of a form, if there is one. */
function kindAt(node: FormNode | undefined, keys: readonly string[]): FieldKind | 'number' | undefined {
  const [key, ...rest] = keys;
  if (!node || key === undefined) return node?.type === 'field' ? node.kind : undefined;
  if (node.type === 'group') return kindAt(node.fields.find((entry) => entry.key === key)?.node, rest);
  if (node.type === 'list') return /^\d+$/.test(key) ? kindAt(node.item, rest) : undefined;
  return undefined;
}

/**
 * Of the fields a read in a language names as fallen back (its answer's `fallback`), those that
 * count as untranslated (countsAsUntranslated): what the editor counts from an answer.
 */
export function untranslatedTexts(schema: z.ZodType, fallback: readonly string[]): string[] {
  const shape = translatableShape(schema);
  return fallback.filter((path) => countsAsUntranslated(kindAt(shape, path.split('.'))));
}

/** How many of a document's texts (those the default language has) a translation gives, of how many. */
export function translationProgress(
  schema: z.ZodType,
  base: unknown,
  translation: unknown,
): { translated: number; total: number } {
  const { untranslated } = translate(schema, base, [translation]);
  const { untranslated: all } = translate(schema, base, []);
  return { translated: all.length - untranslated.length, total: all.length };
}
