// The browser's side of islands: finds each island the server marked, waits until it is needed
// (schedule.ts), then loads its module and Preact (React's API in the public pages' browser code,
// web/vite.config.ts) and hydrates that element alone. The rest of the page stays the server's HTML.
import { HYDRATION_DATA_ID } from '@site/contracts/site';
import { readIslandsData, type IslandEntry, type IslandPage } from './data';
import { ISLAND_ATTR, ISLAND_HYDRATED_ATTR, ISLAND_ID_ATTR, ISLAND_WHEN_ATTR, isIslandWhen, islandIdPrefix } from './markers';
import { loadIsland } from './registry';
import { loadWhenNeeded } from './schedule';

async function hydrate(element: Element, entry: IslandEntry, id: number, page: IslandPage | undefined): Promise<void> {
  const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate'), loadIsland(entry.name)]);
  await hydrateIsland(element, Component, entry.props, entry.media, islandIdPrefix(id), page);
  element.setAttribute(ISLAND_HYDRATED_ATTR, '');
}

/**
 * A form sent before its island is live (its code still on the way) is held: the browser would send
 * it itself, a GET with the message in the address. Once the island is live the form is sent again,
 * to the island's own handler, with what was typed meanwhile.
 */
function holdEarlySubmits(element: Element, live: () => Promise<void>): void {
  element.addEventListener(
    'submit',
    (event) => {
      if (element.hasAttribute(ISLAND_HYDRATED_ATTR) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const form = event.target;
      live().then(
        () => form.requestSubmit(),
        (error: unknown) => console.error(error),
      );
    },
    { capture: true },
  );
}

export function startIslands(doc: Document = document): void {
  const { islands, page } = readIslandsData(doc.getElementById(HYDRATION_DATA_ID)?.textContent);
  for (const element of doc.querySelectorAll(`[${ISLAND_ATTR}]`)) {
    const id = Number(element.getAttribute(ISLAND_ID_ATTR));
    const entry = islands[id];
    const when = element.getAttribute(ISLAND_WHEN_ATTR);
    if (!entry || entry.name !== element.getAttribute(ISLAND_ATTR) || !isIslandWhen(when)) continue;
    const isLive = () => element.hasAttribute(ISLAND_HYDRATED_ATTR);
    const live = loadWhenNeeded(element, when, isLive, () => hydrate(element, entry, id, page));
    holdEarlySubmits(element, live);
  }
}
