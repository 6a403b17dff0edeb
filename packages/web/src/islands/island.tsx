// How a section runs in the browser, declared in its own module: a component wrapped by `island()`
// is hydrated on its own (its module's chunk and React DOM are loaded only when it is needed); every
// other component is HTML only. The server renders an island as a root of its own, inside an
// element that names it (`data-island`), with its props in the page's data block (islands/data.ts);
// the browser finds it there (islands/start.ts) and hydrates that element alone. Without a host (the
// editor's live preview, or the island's own root in the browser) the component is drawn as it is.
import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { siteMessagesDefault, type MediaMap } from '@site/contracts/site';
import { useMediaMap } from '../sections/shared/MediaContext';
import { useSiteMessages } from '../sections/shared/site-messages';
import { usePageLanguage } from '../shared/page-language';
import type { IslandPage } from './data';
import { islandPage } from './frame';
import { ISLAND_ATTR, ISLAND_ID_ATTR, ISLAND_WHEN_ATTR, type IslandInfo, type IslandWhen } from './markers';

/** What the server gives islands while it renders a page (entry-server.tsx). */
export interface IslandHost {
  /**
   * Keeps an island's props and media for the page's data block, with the page's language and site
   * messages when they are not the defaults (`page`); answers its number on the page.
   */
  add(name: string, props: object, media: MediaMap, page?: IslandPage): number;
  /** The island's HTML, rendered as a root of its own with the media it keeps (as the browser hydrates it). */
  render(id: number, element: ReactElement): string;
}

export const IslandHostContext = createContext<IslandHost | null>(null);

/** The wrapper is styled `display: contents` (global.css), so the page's layout is unchanged. */
export type IslandComponent<P extends object> = ((props: P) => ReactElement) & {
  island: IslandInfo;
  Component: ComponentType<P>;
};

/** Only the props the component reads go to the browser (a section is also given the site frame, which most do not use). */
function pick<P extends object>(props: P, keys: readonly (keyof P)[] | undefined): Partial<P> {
  if (!keys) return props;
  return Object.fromEntries(keys.filter((key) => key in props).map((key) => [key, props[key]])) as Partial<P>;
}

/**
 * Declares `Component` an island named `name` (its module's path under src/sections, without the
 * extension), hydrated `when` it is needed. `keep` names the props it reads, when it is given more.
 */
export function island<P extends object>(
  name: string,
  when: IslandWhen,
  Component: ComponentType<P>,
  keep?: readonly (keyof P)[],
): IslandComponent<P> {
  function Island(allProps: P) {
    const host = useContext(IslandHostContext);
    const media = useMediaMap();
    const language = usePageLanguage();
    const messages = useSiteMessages();
    const props = pick(allProps, keep) as P;
    if (!host) return <Component {...props} />;
    const id = host.add(name, props, media, islandPage(language, messages, siteMessagesDefault));
    return (
      <div
        className="island"
        {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_WHEN_ATTR]: when }}
        dangerouslySetInnerHTML={{ __html: host.render(id, <Component {...props} />) }}
      />
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Object.assign(Island, { island: { name, when }, Component });
}
