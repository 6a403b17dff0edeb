import { describe, expect, it, vi } from 'vitest';
import { ContentVersion, matchesEtag } from './content-version.js';

describe('ContentVersion', () => {
  it('computes an answer once per version and again after a bump', async () => {
    const version = new ContentVersion();
    const cache = version.cache<string>();
    const compute = vi.fn(async () => `answer ${version.value}`);
    expect(await cache.get('/', compute)).toBe('answer 0');
    expect(await cache.get('/', compute)).toBe('answer 0');
    expect(compute).toHaveBeenCalledTimes(1);
    version.bump();
    expect(await cache.get('/', compute)).toBe('answer 1');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most max entries, dropping the oldest', async () => {
    const cache = new ContentVersion().cache<number>(2);
    const compute = vi.fn(async () => 1);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('hands over but does not keep an answer whose computation outlived a bump (it may predate the write)', async () => {
    const version = new ContentVersion();
    const cache = version.cache<string>();
    let finish: (value: string) => void = () => {};
    const slow = cache.get('/', () => new Promise<string>((resolve) => (finish = resolve)));
    version.bump();
    finish('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.get('/', async () => 'read after the write')).toBe('read after the write');
  });

  it('tells its listeners once for writes done together, after the work, while its caches drop on each write', async () => {
    const version = new ContentVersion();
    const cache = version.cache<number>();
    const heard = vi.fn();
    version.onBump(heard);
    await version.together(async () => {
      version.bump();
      await new Promise((resolve) => setImmediate(resolve));
      await cache.get('/', () => version.value);
      version.bump();
      expect(await cache.get('/', () => version.value)).toBe(2);
      expect(heard).not.toHaveBeenCalled();
    });
    expect(heard).toHaveBeenCalledTimes(1);
    await expect(
      version.together(async () => {
        version.bump();
        throw new Error('half done');
      }),
    ).rejects.toThrow('half done');
    expect(heard).toHaveBeenCalledTimes(2);
    await version.together(async () => {});
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("tells its listeners where a change was made; writes done together are this process's if any was", async () => {
    const version = new ContentVersion();
    const heard = vi.fn();
    version.onBump(heard);
    version.bump();
    version.bump('heard');
    expect(heard.mock.calls).toEqual([['own'], ['heard']]);
    await version.together(async () => {
      version.bump('heard');
      version.bump();
      version.bump('heard');
    });
    await version.together(async () => version.bump('heard'));
    expect(heard.mock.calls.slice(2)).toEqual([['own'], ['heard']]);
  });
});

describe('matchesEtag', () => {
  it('matches the tag itself, its weak form, a list holding it, or *', () => {
    expect(matchesEtag('"a-1"', '"a-1"')).toBe(true);
    expect(matchesEtag('W/"a-1"', '"a-1"')).toBe(true);
    expect(matchesEtag('"x", "a-1"', '"a-1"')).toBe(true);
    expect(matchesEtag('*', '"a-1"')).toBe(true);
    expect(matchesEtag('"a-2"', '"a-1"')).toBe(false);
    expect(matchesEtag(undefined, '"a-1"')).toBe(false);
  });
});
