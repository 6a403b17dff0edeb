// The shape of a section's form, read from its zod schema: which input each field needs (by the
// field builder that made it), which fields are groups and which are lists. The editor renders
// every section from this, so a field added to a schema is editable without touching the editor.
import type { z } from 'zod';
import { fieldKinds, type FieldKind } from './fields.js';
import { emptyRichText } from './rich-text-content.js';

export type FormNode =
  | { type: 'field'; kind: FieldKind | 'number'; options?: readonly string[] }
  | { type: 'group'; fields: FormEntry[] }
  | { type: 'list'; item: FormNode; max?: number };

export interface FormEntry {
  key: string;
  node: FormNode;
}

export interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Optional, default, nullable and transform wrappers say nothing about the input: look inside. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType && ['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type))
      current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

function maxItems(def: Def): number | undefined {
  const check = def.checks?.find((c) => c._zod.def.check === 'max_length');
  return check?._zod.def.maximum;
}

/** The form of one schema; strings that no builder made are plain text. */
export function formShape(schema: z.ZodType): FormNode {
  const inner = unwrap(schema);
  // Look up the wrapper too: `text().optional()` is registered on the inner string only. A builder's
  // kind comes first: a rich-text document is an object, yet one field.
  const registered = fieldKinds.get(inner)?.kind ?? fieldKinds.get(schema)?.kind;
  if (registered === 'choice') return { type: 'field', kind: registered, options: Object.values(defOf(inner).entries ?? {}) };
  if (registered) return { type: 'field', kind: registered };
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    return { type: 'group', fields: Object.entries(def.shape).map(([key, child]) => ({ key, node: formShape(child) })) };
  }
  if (def.type === 'array' && def.element) return { type: 'list', item: formShape(def.element), max: maxItems(def) };
  if (def.type === 'number') return { type: 'field', kind: 'number' };
  return { type: 'field', kind: 'text' };
}

/** The value a new, empty item of this shape starts with. */
export function emptyValue(node: FormNode): unknown {
  if (node.type === 'group') return Object.fromEntries(node.fields.map((f) => [f.key, emptyValue(f.node)]));
  if (node.type === 'list') return [];
  if (node.kind === 'richText') return structuredClone(emptyRichText);
  if (node.kind === 'choice') return node.options?.[0] ?? '';
  return node.kind === 'number' ? 0 : '';
}
