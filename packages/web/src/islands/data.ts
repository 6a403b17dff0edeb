// The page's data block when islands are on it: each island's name, props and the media map entries
// its props name (so that its pictures are drawn as the server drew them). Numbered in the order the
// server met them; each island's element carries its number.
import type { MediaMap, SiteMessages } from '@site/contracts/site';
import type { PageLanguage } from '../shared/page-language';

export interface IslandEntry {
  name: string;
  props: object;
  media: MediaMap;
}

/**
 * What every island of the page is drawn with besides its props: the page's language (its links keep
 * the language's prefix) and the site's own words in it. Each only when it is not the default, so a
 * one-language English page's data block is as it was.
 */
export interface IslandPage {
  language?: PageLanguage;
  messages?: SiteMessages;
}

export interface IslandsData {
  islands: IslandEntry[];
  page?: IslandPage;
}

/** The entries of `media` whose address appears in `props` (as JSON writes it). */
export function mediaNamedIn(props: object, media: MediaMap): MediaMap {
  const json = JSON.stringify(props);
  return Object.fromEntries(Object.entries(media).filter(([src]) => json.includes(JSON.stringify(src).slice(1, -1))));
}

/** Reads the data block; a page without one (or a broken one) has no island data. */
export function readIslandsData(text: string | null | undefined): IslandsData {
  if (!text) return { islands: [] };
  try {
    const parsed = JSON.parse(text) as Partial<IslandsData>;
    const islands = Array.isArray(parsed.islands) ? parsed.islands : [];
    return parsed.page && typeof parsed.page === 'object' ? { islands, page: parsed.page } : { islands };
  } catch {
    return { islands: [] };
  }
}
