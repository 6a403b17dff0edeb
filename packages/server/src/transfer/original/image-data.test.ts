import { describe, expect, it } from 'vitest';
import { readOriginalImage } from './image-data.js';

// The first bytes of a JPEG, base64: "/9j/" is also how a site path starts.
const JPEG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array<number>(40).fill(0)]).toString('base64');

describe('readOriginalImage', () => {
  it('decodes data: URIs, base64 or percent-encoded', () => {
    expect(readOriginalImage(`data:image/jpeg;base64,${JPEG_BASE64}`)).toMatchObject({ kind: 'data' });
    const svg = readOriginalImage('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E');
    expect(svg.kind === 'data' && svg.bytes.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('takes bare base64 of an image as data, even when it starts like a site path', () => {
    expect(JPEG_BASE64.startsWith('/9j/')).toBe(true);
    expect(readOriginalImage(JPEG_BASE64)).toMatchObject({ kind: 'data' });
  });

  it('keeps addresses, and tells remote ones from site paths', () => {
    expect(readOriginalImage('https://example.com/a.png')).toEqual({
      kind: 'address',
      url: 'https://example.com/a.png',
      remote: true,
    });
    expect(readOriginalImage('/media/a.png')).toEqual({ kind: 'address', url: '/media/a.png', remote: false });
    expect(readOriginalImage('')).toEqual({ kind: 'empty' });
  });

  it('says why anything else is not an image', () => {
    expect(readOriginalImage('url-to-divider-image')).toEqual({
      kind: 'invalid',
      reason: '"url-to-divider-image" is neither an image address nor image data',
    });
    expect(readOriginalImage('data:text/html;base64,PGI+')).toEqual({
      kind: 'invalid',
      reason: 'a data: URI of type "text/html", not an image',
    });
    expect(readOriginalImage('data:image/png;base64,@@@')).toEqual({
      kind: 'invalid',
      reason: 'a data: URI whose data cannot be decoded',
    });
    expect(readOriginalImage(42)).toEqual({ kind: 'invalid', reason: 'expected an image (text), got number' });
  });
});
