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
  /** The preloads React made for the islands' images, for the page around them. */
  preloads(): string;
}

/**
 * React starts a root's HTML with the preloads it makes for the root's images (an eager <img> outside
 * a <picture>: an SVG, an image without copies). Inside an island's element they would be its first
 * children, which its hydration does not draw: it would move the island's own nodes in front of them,
 * and a visitor's focus in the island (a Tab made before its script came) would be lost.
 */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

export function islandCollector(): IslandCollector {
  const islands: IslandEntry[] = [];
  // One page, one language: every island of it is drawn in the same.
  let page: IslandPage | undefined;
  let preloads = '';
  return {
    add(name, props, media, frame) {
      islands.push({ name, props, media: mediaNamedIn(props, media) });
      page ??= frame;
      return islands.length - 1;
    },
    render(id: number, element: ReactElement) {
      const html = renderToString(
        <IslandFrame media={islands[id]?.media} page={page} idPrefix={islandIdPrefix(id)}>
          {element}
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(id) },
      );
      const links = LEADING_LINKS.exec(html)?.[0] ?? '';
      preloads += links;
      return html.slice(links.length);
    },
    preloads: () => preloads,
    data: () => (islands.length ? JSON.stringify({ islands, ...(page ? { page } : {}) } satisfies IslandsData) : undefined),
  };
}
