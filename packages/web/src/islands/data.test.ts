import { describe, expect, it } from 'vitest';
import { mediaNamedIn, readIslandsData } from './data';

describe('island data', () => {
  it('keeps only the media entries the props name', () => {
    const media = { '/media/a.jpg': { width: 1, height: 1 }, '/media/b.jpg': { width: 2, height: 2 } } as never;
    expect(mediaNamedIn({ data: { images: ['/media/b.jpg'] } }, media)).toEqual({ '/media/b.jpg': { width: 2, height: 2 } });
    expect(mediaNamedIn({ label: 'none' }, media)).toEqual({});
  });

  it('reads a missing or broken data block as no islands', () => {
    expect(readIslandsData(undefined)).toEqual({ islands: [] });
    expect(readIslandsData('{not json')).toEqual({ islands: [] });
    expect(readIslandsData('{"loaderData":{}}')).toEqual({ islands: [] });
    expect(readIslandsData('{"islands":[{"name":"a","props":{},"media":{}}]}').islands).toHaveLength(1);
  });
});
