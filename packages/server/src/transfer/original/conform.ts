// Fits an original document to one of our schemas, walking the schema's form shape (the same
// reading the editor's forms use): known fields are copied, image fields go through the context,
// and every key our schema does not have is reported, never silently dropped.
import { emptyValue, type FormNode } from '@site/contracts';

export interface MapContext {
  /** The URL to store for an original image value ('' when there is none or it could not be used). */
  image(value: unknown, at: string): string;
  /** Records something of the original that is not carried over, and why. */
  unmapped(at: string, reason: string): void;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);

/** The original's buttons linked to its routes by bare names ("contact"); our links need "/contact". */
const BARE_ROUTE = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9-]+)*$/i;

const join = (at: string, key: string | number) => (at ? `${at}.${key}` : String(key));

/**
 * `fallback` is our default at the same place: a field the original lacks starts from it (a colour
 * keeps our default colour instead of becoming empty).
 */
export function conform(node: FormNode, value: unknown, at: string, ctx: MapContext, fallback?: unknown): unknown {
  const empty = () => (fallback === undefined ? emptyValue(node) : structuredClone(fallback));
  if (node.type === 'group') {
    if (!isObject(value)) {
      ctx.unmapped(at, `expected an object, got ${describe(value)}; our default is used`);
      return empty();
    }
    const fields = new Set(node.fields.map((f) => f.key));
    const out: Record<string, unknown> = {};
    for (const { key, node: child } of node.fields) {
      const inner = isObject(fallback) ? fallback[key] : undefined;
      out[key] =
        key in value
          ? conform(child, value[key], join(at, key), ctx, inner)
          : inner === undefined
            ? emptyValue(child)
            : structuredClone(inner);
    }
    for (const key of Object.keys(value)) if (!fields.has(key)) ctx.unmapped(join(at, key), 'our section has no such field');
    return out;
  }
  if (node.type === 'list') {
    if (!Array.isArray(value)) {
      ctx.unmapped(at, `expected a list, got ${describe(value)}; left empty`);
      return [];
    }
    return value.map((item, i) => conform(node.item, item, join(at, i), ctx));
  }
  if (node.kind === 'image') return ctx.image(value, at);
  if (node.kind === 'number') {
    if (typeof value === 'number') return value;
    ctx.unmapped(at, `expected a number, got ${describe(value)}`);
    return empty();
  }
  if (node.kind === 'link' && typeof value === 'string' && BARE_ROUTE.test(value)) {
    ctx.unmapped(at, `the relative link "${value}" (a route of the original site) became the site path "/${value}"`);
    return `/${value}`;
  }
  if (typeof value === 'string') return value;
  // A number in a text field says the same thing as text; anything else would need a guess.
  if (typeof value === 'number') return String(value);
  ctx.unmapped(at, `expected text, got ${describe(value)}`);
  return empty();
}
