// What an image field of the original export holds. The original stored images inside its JSON,
// mostly as `data:` URIs but some (navbar logos, contact locations) as bare base64 without a prefix.
import { quote } from '../printable.js';

export type OriginalImage =
  | { kind: 'empty' }
  /** An address our schema accepts as it is (http(s) or a site path). */
  | { kind: 'address'; url: string; remote: boolean }
  | { kind: 'data'; bytes: Buffer }
  | { kind: 'invalid'; reason: string };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const ADDRESS = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;

/** The first bytes of the types the upload pipeline accepts; enough to tell bare base64 from text. */
function looksLikeImage(bytes: Buffer): boolean {
  const ascii = bytes.subarray(0, 64).toString('latin1');
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii.startsWith('\x89PNG') ||
    ascii.startsWith('GIF8') ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') ||
    ascii.slice(4, 8) === 'ftyp' ||
    /^\s*(<\?xml|<svg)/.test(ascii)
  );
}

function fromBase64(text: string): Buffer | undefined {
  const compact = text.replace(/\s+/g, '');
  return compact && BASE64.test(compact) ? Buffer.from(compact, 'base64') : undefined;
}

function readDataUri(value: string): OriginalImage {
  const comma = value.indexOf(',');
  const header = comma < 0 ? value : value.slice(5, comma);
  if (comma < 0) return { kind: 'invalid', reason: 'a data: URI without data' };
  const [mime = '', ...params] = header.split(';');
  if (!mime.toLowerCase().startsWith('image/'))
    return { kind: 'invalid', reason: `a data: URI of type ${quote(mime || 'none', 40)}, not an image` };
  const payload = value.slice(comma + 1);
  let bytes: Buffer | undefined;
  if (params.includes('base64')) bytes = fromBase64(payload);
  else {
    try {
      bytes = Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      bytes = undefined;
    }
  }
  if (!bytes?.length) return { kind: 'invalid', reason: 'a data: URI whose data cannot be decoded' };
  return { kind: 'data', bytes };
}

export function readOriginalImage(value: unknown): OriginalImage {
  if (value === undefined || value === null || value === '') return { kind: 'empty' };
  if (typeof value !== 'string')
    return { kind: 'invalid', reason: `expected an image (text), got ${Array.isArray(value) ? 'a list' : typeof value}` };
  if (value.startsWith('data:')) return readDataUri(value);
  // Bare base64 first: a JPEG's base64 starts with "/9j/", which would otherwise pass as a site path.
  const bare = value.length > 32 ? fromBase64(value) : undefined;
  if (bare && looksLikeImage(bare)) return { kind: 'data', bytes: bare };
  if (ADDRESS.test(value)) return { kind: 'address', url: value, remote: !value.startsWith('/') };
  return { kind: 'invalid', reason: `${quote(value, 80)} is neither an image address nor image data` };
}
