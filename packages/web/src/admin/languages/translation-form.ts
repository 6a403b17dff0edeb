// A translation's form as plain code: the translatable fields of a document (its texts, links and
// images, by position in its lists) with the default language's value of each, the form's values
// from a read in the language (a field the read took from a fallback starts empty: it falls back
// until translated), and the body a save sends: only what the translation holds, an untranslated
// list item as `{}` to keep the positions of the rest. Copy from fills every field from another
// language's read.
import {
  countsAsUntranslated,
  formShape,
  isEmptyTranslation,
  labelFor,
  TRANSLATABLE_KINDS,
  translationProgress,
  type FieldKind,
  type FormNode,
  type Translated,
} from '@site/contracts';
import type { DocumentSchema } from '../form/schema-form';

export type Values = Record<string, unknown>;

/** Laid over a document: contracts' translate by a schema, or a document's own merge (a page's blocks by type). */
export type Merge = (base: Values, layers: readonly unknown[]) => Translated<Values>;

/** One field a language may translate. */
export interface TranslatableField {
  /** Its place in the document and the form (`cards.0.title`). */
  path: string;
  /** Its words in the form: the field's label, after its list item's ("Cards 1 · Title"). */
  label: string;
  kind: FieldKind | 'number';
  /** The default language's value. */
  base: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(node: FormNode, base: unknown, path: string[], words: string[], out: TranslatableField[]) {
  if (node.type === 'group') {
    if (!isRecord(base)) return;
    for (const { key, node: child } of node.fields) {
      if (key === 'id' || key === '_id') continue;
      collect(child, base[key], [...path, key], [...words, labelFor(key)], out);
    }
    return;
  }
  if (node.type === 'list') {
    if (!Array.isArray(base)) return;
    base.forEach((item, index) => {
      const last = words.length - 1;
      const itemWords = [...words.slice(0, last), `${words[last] ?? ''} ${index + 1}`.trim()];
      collect(node.item, item, [...path, String(index)], itemWords, out);
    });
    return;
  }
  if (!TRANSLATABLE_KINDS.has(node.kind)) return;
  out.push({ path: path.join('.'), label: words.join(' · '), kind: node.kind, base });
}

/** The fields of a document a language may translate, in the form's order, each with the default's value. */
export function translatableFields(schema: DocumentSchema, base: unknown): TranslatableField[] {
  const out: TranslatableField[] = [];
  collect(formShape(schema), base, [], [], out);
  return out;
}

const valueAt = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (isRecord(at) || Array.isArray(at) ? (at as Values)[key] : undefined), data);

/** `target` with `value` at `path`, lists made where a key is a number. */
function setAt(target: Values, path: string, value: unknown) {
  const keys = path.split('.');
  let at: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, index) => {
    if (!isRecord(at[key]) && !Array.isArray(at[key])) at[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[keys[keys.length - 1]!] = value;
}

/** A field's value as the form holds it when untranslated: an empty text (rich text: none). */
const emptyOf = (kind: TranslatableField['kind']) => (kind === 'richText' ? null : '');

/**
 * The form's values from a read in the language: each field's text unless the read names it as
 * fallen back (then empty: it shows the fallback as its placeholder). With no fallback list (Copy
 * from), every field takes the read's value.
 */
export function formValuesOf(fields: readonly TranslatableField[], read: unknown, fallback: readonly string[] = []): Values {
  const values: Values = {};
  for (const field of fields) {
    const value = valueAt(read, field.path);
    const fellBack = fallback.includes(field.path);
    setAt(values, field.path, fellBack || value === undefined ? emptyOf(field.kind) : value);
  }
  return values;
}

/** Whether a field of the form holds no translation. */
export const isUntranslated = (field: TranslatableField, values: unknown) =>
  isEmptyTranslation(field.kind, valueAt(values, field.path));

/**
 * Whether a field is one "Needs translation" shows: a text the default language has and the form
 * leaves empty. An image or link left to follow the default is shared, not missing (contracts'
 * countsAsUntranslated, as every count).
 */
export const needsTranslation = (field: TranslatableField, values: unknown, base: unknown) =>
  countsAsUntranslated(field.kind) && isUntranslated(field, values) && !isUntranslated(field, base);

/**
 * What a save sends: the fields the form translates, nothing for an empty one (it falls back), and
 * in a list `{}` for an item with nothing translated before one that has.
 */
export function translationBody(fields: readonly TranslatableField[], values: unknown): Values {
  const body: Values = {};
  for (const field of fields) {
    if (isUntranslated(field, values)) continue;
    setAt(body, field.path, valueAt(values, field.path));
  }
  return fillGaps(body) as Values;
}

/** Holes a list got by setting a later position are `{}`: an untranslated item. */
function fillGaps(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, (item: unknown) => (item === undefined ? {} : fillGaps(item)));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillGaps(child)]));
  return value;
}

/** How many of the default language's texts the form leaves untranslated (they fall back). */
export function untranslatedCount(schema: DocumentSchema, base: unknown, values: unknown): number {
  const { translated, total } = translationProgress(schema, base, translationBody(translatableFields(schema, base), values));
  return total - translated;
}
