// Which addresses that answered 404 the not-found log counts, and under what: the path without its
// query, an address bots probe for other software as its family's one entry, and nothing of the
// editor's, the API's or the files' addresses. The rules live here and nowhere else.
import { API_ALIAS_BASE, API_BASE, AUTH_BASE, MEDIA_BASE } from '@site/contracts';

/**
 * Longer paths are not counted: no link anyone keeps is that long (scanners' are), and a redirect
 * could not be made from a path cut short.
 */
export const MAX_LOGGED_PATH_LENGTH = 500;

/** Hosts longer than DNS allows are not a referrer's. */
const MAX_HOST_LENGTH = 253;

/**
 * Never counted: the API (its own JSON 404s), the editor and its review links (the admin app answers
 * every address there), the uploaded media and the built assets. A missing /media file is an image
 * that a page or a cached page of another site still names, which the site-health checks find; a
 * redirect may not take over /media, so the log could not offer one for it.
 */
const NOT_LOGGED_PREFIXES = [API_BASE, API_ALIAS_BASE, AUTH_BASE, MEDIA_BASE, '/assets', '/admin', '/login', '/review'];

/** A family of addresses bots probe, kept as one entry under `key` (a path the family itself holds). */
export interface ProbeFamily {
  key: string;
  label: string;
  matches: (path: string) => boolean;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const startsWithAny = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => path.startsWith(prefix));
const firstSegmentIn = (path: string, names: ReadonlySet<string>) => names.has(segmentsOf(path)[0] ?? '');

/** Other software's admin and device addresses, as a path's first segment. */
const ADMIN_PROBES = new Set([
  'pma',
  'myadmin',
  'administrator',
  'vendor',
  'boaform',
  'hnap1',
  'actuator',
  'solr',
  'owa',
  'autodiscover',
  'ecp',
]);

/** Other servers' script files: a page of this site never ends so. */
const SCRIPT_EXTENSIONS = /\.(php\d?|phtml|asp|aspx|jsp|cgi|pl|cfm)$/;

/**
 * The families, in the order they are tried (WordPress before the script files, so `/wp-login.php`
 * is WordPress). Compared in lower case.
 */
export const PROBE_FAMILIES: readonly ProbeFamily[] = [
  {
    key: '/wp-*',
    label: 'WordPress addresses (wp-admin, wp-login.php, xmlrpc.php…)',
    matches: (path) => startsWithAny(path, ['/wp-', '/wp/', '/wordpress', '/xmlrpc.php']),
  },
  {
    key: '/*.php',
    label: 'Script files of other software (.php, .asp, .jsp, cgi-bin…)',
    matches: (path) => startsWithAny(path, ['/cgi-bin/']) || segmentsOf(path).some((segment) => SCRIPT_EXTENSIONS.test(segment)),
  },
  {
    key: '/.*',
    label: 'Hidden files (.env, .git, .aws…)',
    // /.well-known/ is where standards put files (security.txt, app links): not a probe.
    matches: (path) => segmentsOf(path).some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known')),
  },
  {
    key: '/phpmyadmin*',
    label: "Other software's admin pages (phpMyAdmin, Joomla, routers…)",
    matches: (path) => path.startsWith('/phpmyadmin') || firstSegmentIn(path, ADMIN_PROBES),
  },
];

/** The probe family a path belongs to, if any. */
export function probeFamilyOf(path: string): ProbeFamily | undefined {
  const lower = path.toLowerCase();
  return PROBE_FAMILIES.find((family) => family.matches(lower));
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * What the log counts a 404 at `url` (a request's URL: path and query) under: the path without its
 * query, its probe family's key, or undefined when it is not counted.
 */
export function loggedPathOf(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_LOGGED_PATH_LENGTH) return undefined;
  if (NOT_LOGGED_PREFIXES.some((prefix) => isUnder(path, prefix))) return undefined;
  return probeFamilyOf(path)?.key ?? path;
}

/** The host of a Referer header (`https://news.example/a?b` → `news.example`), nothing else of it. */
export function referrerHostOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.hostname.length <= MAX_HOST_LENGTH ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}
