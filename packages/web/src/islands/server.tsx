// The server's island host for one page render: each island is rendered as a root of its own (so its
// HTML, `useId` values included, is what the browser's hydration of that element alone expects, its
// ids prefixed by its number so that no two islands share one), and its props and media are kept for
// the page's data block.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { mediaNamedIn, type IslandEntry, type IslandPage, type IslandsData } from './data';
import { IslandFrame } from './frame';
import type { IslandHost } from './island';
import { islandIdPrefix } from './markers';

export interface IslandCollector extends IslandHost {
  /** The page's data block, or undefined when no island was drawn. */
  data(): string | undefined;
}

export function islandCollector(): IslandCollector {
  const islands: IslandEntry[] = [];
  // One page, one language: every island of it is drawn in the same.
  let page: IslandPage | undefined;
  return {
    add(name, props, media, frame) {
      islands.push({ name, props, media: mediaNamedIn(props, media) });
      page ??= frame;
      return islands.length - 1;
    },
    render(id: number, element: ReactElement) {
      return renderToString(
        <IslandFrame media={islands[id]?.media} page={page} idPrefix={islandIdPrefix(id)}>
          {element}
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(id) },
      );
    },
    data: () => (islands.length ? JSON.stringify({ islands, ...(page ? { page } : {}) } satisfies IslandsData) : undefined),
  };
}
