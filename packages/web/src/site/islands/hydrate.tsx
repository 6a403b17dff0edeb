// React DOM's part of an island: hydrating one server-rendered island element as a root of its own,
// with the media map its pictures were drawn from. A chunk of its own, loaded with the first island
// the page hydrates, so that a page without one never downloads React DOM.
import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { MediaMap } from '@site/contracts/site';
import { MediaProvider } from '../../sections/shared/MediaContext';

export function hydrateIsland(element: Element, Component: ComponentType<object>, props: object, media: MediaMap): void {
  hydrateRoot(
    element,
    <StrictMode>
      <MediaProvider media={media}>
        <Component {...props} />
      </MediaProvider>
    </StrictMode>,
  );
}
