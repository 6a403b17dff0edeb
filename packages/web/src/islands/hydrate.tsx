// The runtime's part of an island: hydrating one server-rendered island element as a root of its own,
// with the media map its pictures were drawn from. Written against React's API; in the public pages'
// browser build `react-dom/client` is Preact's (web/vite.config.ts), so this module and Preact are one
// chunk, loaded with the first island the page hydrates: a page without one downloads neither.
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { MediaMap } from '@site/contracts/site';
import type { IslandPage } from './data';
import { IslandFrame } from './frame';

/**
 * Calls `done` once React has committed the island: its handlers are then live. A wrapper with one
 * child, not a sibling, so the island's `useId` values stay the server's.
 */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}

/**
 * Hydrates `element`, whose `useId` values start with `idPrefix` as the server's, in the page's
 * language and words (`page`); settles once the island is live.
 */
export function hydrateIsland(
  element: Element,
  Component: ComponentType<object>,
  props: object,
  media: MediaMap,
  idPrefix: string,
  page?: IslandPage,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <Committed done={resolve}>
          <IslandFrame media={media} page={page} idPrefix={idPrefix}>
            <Component {...props} />
          </IslandFrame>
        </Committed>
      </StrictMode>,
      { identifierPrefix: idPrefix },
    );
  });
}
