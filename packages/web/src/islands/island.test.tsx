import { useId } from 'react';
import type { MediaMap } from '@site/contracts/site';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaProvider } from '../sections/shared/MediaContext';
import { Picture } from '../sections/shared/Picture';
import { readIslandsData } from './data';
import { island, IslandHostContext } from './island';
import { islandIdPrefix } from './markers';
import { islandCollector } from './server';

function Labelled({ label, src }: { label: string; src: string }) {
  const id = useId();
  return (
    <p id={id}>
      {label}
      <Picture src={src} alt="" sizes="100vw" />
    </p>
  );
}

const Demo = island('demo/Labelled', 'visible', Labelled, ['label', 'src']);
const MEDIA: MediaMap = {
  '/media/a.jpg': { width: 800, height: 600, avif: [480], webp: [480] },
  '/media/other.jpg': { width: 10, height: 10, avif: [], webp: [] },
};

/** A page with something before the island, as a server render of the whole page has. */
const page = (host: ReturnType<typeof islandCollector> | null) =>
  renderToString(
    <IslandHostContext value={host}>
      <MediaProvider media={MEDIA}>
        <Labelled label="before" src="/x.png" />
        <Demo {...({ label: 'Hello', src: '/media/a.jpg', site: { big: true } } as { label: string; src: string })} />
      </MediaProvider>
    </IslandHostContext>,
  );

describe('island()', () => {
  it('on the server, wraps the island in its marker, rendered as a root of its own, and keeps the props it reads with their media', () => {
    const host = islandCollector();
    const html = page(host);
    const wrapper =
      /<div class="island" data-island="demo\/Labelled" data-island-id="0" data-island-when="visible">(.*?)<\/div>/s.exec(html);
    expect(wrapper).not.toBeNull();
    // What the browser's hydration of that element alone renders (useId included), not the id the
    // whole page's tree would give it.
    const alone = renderToString(
      <MediaProvider media={{ '/media/a.jpg': MEDIA['/media/a.jpg']! }}>
        <Labelled label="Hello" src="/media/a.jpg" />
      </MediaProvider>,
      { identifierPrefix: islandIdPrefix(0) },
    );
    expect(wrapper![1]).toBe(alone);
    const { islands } = readIslandsData(host.data());
    expect(islands).toEqual([
      { name: 'demo/Labelled', props: { label: 'Hello', src: '/media/a.jpg' }, media: { '/media/a.jpg': MEDIA['/media/a.jpg'] } },
    ]);
  });

  it('gives two islands of one page different ids, though each is a root of its own', () => {
    const host = islandCollector();
    const html = renderToString(
      <IslandHostContext value={host}>
        <Demo label="First" src="/x.png" />
        <Demo label="Second" src="/x.png" />
      </IslandHostContext>,
    );
    const ids = [...html.matchAll(/<p id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('without a host (the live preview), draws the component as it is, with no marker and no data', () => {
    const html = page(null);
    expect(html).not.toContain('data-island');
    expect(html).toContain('Hello');
  });

  it("keeps React's preloads for an island's images out of its element, for the page around it", () => {
    const Main = island('demo/Main', 'visible', ({ src }: { src: string }) => (
      <Picture src={src} alt="" sizes="100vw" fetchPriority="high" />
    ));
    const host = islandCollector();
    const html = renderToString(
      <IslandHostContext value={host}>
        <Main src="/drawing.svg" />
      </IslandHostContext>,
    );
    // Hydration draws the island's element from its first child: anything else there would be moved past.
    expect(html).toMatch(/data-island-when="visible"><img [^>]*src="\/drawing.svg"/);
    expect(host.preloads()).toMatch(/^<link rel="preload" [^>]*href="\/drawing.svg"[^>]*>$/);
  });

  it('a page without islands has no data block', () => {
    const host = islandCollector();
    renderToString(
      <IslandHostContext value={host}>
        <Labelled label="static" src="/x.png" />
      </IslandHostContext>,
    );
    expect(host.data()).toBeUndefined();
  });
});
