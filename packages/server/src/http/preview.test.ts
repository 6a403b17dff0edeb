// Where a preview link lands: its own address without the token, never another host's.
import { describe, expect, it } from 'vitest';
import { withoutPreviewParam } from './preview.js';

describe('withoutPreviewParam', () => {
  it('drops the token and keeps the rest of the address', () => {
    expect(withoutPreviewParam('/?preview=abc')).toBe('/');
    expect(withoutPreviewParam('/services/cleaning?x=1&preview=abc#top')).toBe('/services/cleaning?x=1');
    expect(withoutPreviewParam('/about?preview=a&preview=b')).toBe('/about');
  });

  it('never answers an address a browser would read as another host', () => {
    for (const url of ['//evil.example/?preview=a', '/.//evil.example?preview=a', '///evil.example?preview=a']) {
      const target = withoutPreviewParam(url);
      expect(target.startsWith('//'), `${url} -> ${target}`).toBe(false);
      expect(target.startsWith('/'), `${url} -> ${target}`).toBe(true);
    }
  });
});
