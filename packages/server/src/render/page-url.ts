// Which address of a page the server renders and caches, and where a page's redirect sends a
// visitor: a page reads its path and the parameters it declares (PAGE_QUERY_PARAMS) and nothing
// else, so tracking parameters share the one rendered copy of the page; a redirect keeps the
// visitor's whole query, so a campaign link to an old address still counts at the new one.
import { PAGE_QUERY_PARAMS } from '@site/contracts';

/** The path (as sent, never parsed as a URL: `//host/x` stays a path) and the query after its `?`. */
function split(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}

/** The address a page is rendered and cached under: its path and only the parameters pages read. */
export function renderedAddress(url: string, read: readonly string[] = PAGE_QUERY_PARAMS): string {
  const { path, query } = split(url);
  if (!query || read.length === 0) return path;
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  // In the declared order, so `?a=1&b=2` and `?b=2&a=1` are one copy.
  for (const name of read) for (const value of given.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** A redirect's target with the query of the request it answers (a target's own query wins). */
export function withQueryOf(location: string, url: string): string {
  const { query } = split(url);
  if (!query || location.includes('?')) return location;
  const at = location.indexOf('#');
  return at === -1 ? `${location}?${query}` : `${location.slice(0, at)}?${query}${location.slice(at)}`;
}
