import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchVersion, restoreVersion } from './history';
import { withLocale } from './locale';

beforeEach(() => vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'authToken' ? 'tok' : null) }));
afterEach(() => vi.unstubAllGlobals());

describe('a translation’s history addresses', () => {
  it('keep the language’s query last, after the version and restore', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }),
    );
    await fetchVersion(withLocale('home/hero', 'bn'), 3);
    await restoreVersion(withLocale('home/hero', 'bn'), 3);
    await fetchVersion('home/hero', 3);
    expect(urls).toEqual([
      '/backend/api/history/home/hero/3?locale=bn',
      '/backend/api/history/home/hero/3/restore?locale=bn',
      '/backend/api/history/home/hero/3',
    ]);
  });
});
