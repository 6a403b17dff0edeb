// What the server writes on an island's element and the browser reads back, and how a loaded module
// tells an island from its other exports. Plain code: the page's entry script needs it before React.

/** The island's name (its module's path under src/sections), its number in the data block, and when it is hydrated. */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_ID_ATTR = 'data-island-id';
export const ISLAND_WHEN_ATTR = 'data-island-when';
/**
 * The prefix of the island's `useId` values, from its number, on the server and in the browser
 * alike: each island is a root of its own, whose ids would otherwise start afresh, so two islands
 * of one page (two contact forms) would give their fields the same ids.
 */
export const islandIdPrefix = (id: number) => `island${id}-`;
/** Set once the island is hydrated (tests wait for it). */
export const ISLAND_HYDRATED_ATTR = 'data-island-hydrated';

/**
 * When an island is hydrated: `visible` as it nears the viewport, `idle` once the page has loaded
 * and the browser is idle, `interaction` at the first pointer, key or focus inside it. Any island is
 * hydrated at the first pointer, key or focus inside it, whichever comes first.
 */
export type IslandWhen = 'visible' | 'idle' | 'interaction';

export const isIslandWhen = (value: string | null): value is IslandWhen =>
  value === 'visible' || value === 'idle' || value === 'interaction';

export interface IslandInfo {
  /** The module's path under src/sections without its extension (home/NewsSlider): the browser imports it by this name. */
  name: string;
  when: IslandWhen;
}

/** An island component as `island()` (island.tsx) makes it: the wrapper, with what it wraps. */
export interface IslandMarked<C> {
  island: IslandInfo;
  Component: C;
}

export function isIsland(value: unknown): value is IslandMarked<unknown> {
  return typeof value === 'function' && 'island' in value && 'Component' in value;
}
