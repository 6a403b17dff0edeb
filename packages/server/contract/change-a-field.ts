// A new valid value for one field of a document, to prove a write lands: a plain text field, else a
// colour, else a list of image URLs (every section has one of these). The image is a remote one: a
// /media/ URL must name an image in the library, which the suite's target need not have.
import type { ZodObject, ZodType } from 'zod';

export function changeAField(schema: ZodObject, document: Record<string, unknown>): [string, unknown] {
  const shape = schema.shape as Record<string, ZodType | undefined>;
  const fits = (key: string, value: unknown) => {
    const field = shape[key];
    return field !== undefined && field.safeParse(value).success && document[key] !== value;
  };
  for (const value of ['Changed by the contract suite', 'rebeccapurple', ['https://images.example.com/contract-suite.jpg']]) {
    const key = Object.keys(document).find((k) => fits(k, value));
    if (key) return [key, value];
  }
  throw new Error('No field of this document takes a text, a colour or a list of image URLs');
}
