// The original's Contact 2 had one `phone` and addresses as plain text; ours has a
// list of phone numbers and addresses with a heading.
import { isObject } from './conform.js';

export function reshapeContact2(doc: unknown): unknown {
  if (!isObject(doc)) return doc;
  const { phone, ...rest } = doc;
  const out: Record<string, unknown> = { ...rest };
  if (phone !== undefined && !('phoneNumbers' in doc)) out.phoneNumbers = phone === '' ? [] : [phone];
  else if (phone !== undefined) out.phone = phone;
  if (Array.isArray(doc.addresses)) {
    out.addresses = doc.addresses.map((a: unknown) => (typeof a === 'string' ? { heading: '', details: a } : a));
  }
  return out;
}
