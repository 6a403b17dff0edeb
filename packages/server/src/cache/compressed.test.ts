import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedBody, bodyEtag, preferredEncoding } from './compressed.js';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('CompressedBody', () => {
  it('makes each form once and keeps it', async () => {
    const body = new CompressedBody('<p>hello</p>'.repeat(500));
    const br = await body.encoded('br');
    expect(await body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe('<p>hello</p>'.repeat(500));
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe('<p>hello</p>'.repeat(500));
    expect(br.length).toBeLessThan(body.body.length / 10);
  });
});

describe('bodyEtag', () => {
  it('is a strong ETag of the bytes alone: the same for the same body, another for another', () => {
    const page = '<p>hello</p>'.repeat(500);
    expect(new CompressedBody(page).etag).toBe(new CompressedBody(page).etag);
    expect(new CompressedBody(page).etag).toMatch(/^"[\w-]{27}"$/);
    expect(new CompressedBody(`${page} `).etag).not.toBe(new CompressedBody(page).etag);
    expect(bodyEtag(Buffer.from(page))).toBe(new CompressedBody(page).etag);
  });
});
