// The rules of redirects, as plain functions: how a `from` and a `to` are written and checked, which
// rule answers a visitor's path and where it sends them, and what saving a rule does to the others
// (a loop is refused, a chain collapsed so that a visitor is sent on once).
//
// A `from` is a path of this site, compared as sent (case matters) without a trailing slash, as the
// site's router treats `/about/` as `/about`; or a prefix, `/old/*`, which answers `/old` and every
// path under it. A prefix rule always passes the rest of the path on: its `to` is stored ending in
// `/*` (added when left out), and `/old/a/b` with `to` `/new/*` goes to `/new/a/b`. A `to` is a path
// of this site (with a query of its own if wanted) or an absolute http(s) address.
import { API_ALIAS_BASE, API_BASE, MEDIA_BASE, type RedirectStatus } from '@site/contracts';

export interface Rule {
  from: string;
  to: string;
  status: RedirectStatus;
}

/** Where a rule's text went wrong: the field and a sentence the editor can act on. */
export interface RuleProblem {
  field: 'from' | 'to';
  message: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: RuleProblem };

const PREFIX_MARK = '/*';
/** The API's and the sign-in's common prefix. */
const BACKEND = `/${API_BASE.split('/')[1]}`;
const BASE = 'http://site.invalid';

/**
 * Addresses the server answers before any page: a redirect there would never be followed, or would
 * take the editor, the API or the files away. Each with the words a refusal uses for it.
 */
const SHADOWED: readonly { path: string; what: string }[] = [
  { path: '/admin', what: "the editor's" },
  { path: '/login', what: "the editor's sign-in" },
  { path: '/review', what: "the review links'" },
  // Everything under /backend, not only the API's and sign-in's own prefixes.
  { path: BACKEND, what: "the API's" },
  { path: API_ALIAS_BASE, what: "the API's" },
  { path: MEDIA_BASE, what: "the uploaded media's" },
  { path: '/assets', what: "the site's scripts and styles'" },
  { path: '/healthz', what: "the server's health check" },
  { path: '/sitemap.xml', what: "the sitemap's" },
  { path: '/robots.txt', what: "the robots file's" },
  { path: '/favicon.svg', what: "the site icon's" },
  { path: '/manifest.webmanifest', what: "the web manifest's" },
];

/** A path as compared: percent-encoded as a browser sends it, `.` and `..` resolved, no trailing slash. */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  // Joined as text: `//host/x` stays a path of this site.
  const { pathname } = new URL(`${BASE}${withSlash}`);
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A stored `from` apart: its path, and whether it is a prefix (`/old/*`). */
export function fromParts(from: string): { path: string; prefix: boolean } {
  if (from.endsWith(PREFIX_MARK)) return { path: from.slice(0, -PREFIX_MARK.length) || '/', prefix: true };
  return { path: from, prefix: false };
}

const under = (path: string, base: string) => base === '/' || path === base || path.startsWith(`${base}/`);

/** Checks and normalises what an editor typed as `from`. */
export function parseFrom(input: string): Parsed<string> {
  const problem = (message: string): Parsed<string> => ({ ok: false, problem: { field: 'from', message } });
  const text = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//'))
    return problem('Give the path only, such as /old-page, not a whole address.');
  if (text.includes('?') || text.includes('#'))
    return problem("Give the path without a query (?…) or a fragment (#…): a visitor's query is passed on as it is.");
  if (/\s/.test(text)) return problem('An address has no spaces: write them as %20 or use -.');
  const prefix = text.endsWith(PREFIX_MARK);
  const written = prefix ? text.slice(0, -PREFIX_MARK.length) : text;
  if (written.includes('*')) return problem('Only a final /* is allowed: /old/* redirects /old and every address under it.');
  const path = normalisePath(written);
  if (prefix && path === '/')
    return problem('A redirect from /* would send every address of the site away: use a prefix such as /old/*.');
  const shadowed = SHADOWED.find((s) => under(path, s.path) || (prefix && under(s.path, path)));
  if (shadowed)
    return problem(
      `"${path}${prefix ? PREFIX_MARK : ''}" would take over ${shadowed.what} address ${shadowed.path}, which a redirect may not.`,
    );
  return { ok: true, value: prefix ? `${path === '/' ? '' : path}${PREFIX_MARK}` : path };
}

/** A `to` apart: the address before its query (with `/*` taken off), and the `?…#…` after it. */
function toParts(to: string): { base: string; rest: string; prefix: boolean } {
  const at = to.search(/[?#]/);
  const address = at === -1 ? to : to.slice(0, at);
  const rest = at === -1 ? '' : to.slice(at);
  const prefix = address.endsWith(PREFIX_MARK);
  return { base: prefix ? address.slice(0, -PREFIX_MARK.length) : address, rest, prefix };
}

/** Checks and normalises what an editor typed as `to`; a prefix rule's ends in `/*`. */
export function parseTo(input: string, prefixFrom: boolean): Parsed<string> {
  const problem = (message: string): Parsed<string> => ({ ok: false, problem: { field: 'to', message } });
  const text = input.trim();
  if (/\s/.test(text)) return problem('An address has no spaces: write them as %20.');
  if (text.startsWith('//')) return problem('Write an address of another site in full, starting with https://.');
  const { base, rest, prefix } = toParts(text);
  if (prefix && !prefixFrom)
    return problem('Only a redirect from a prefix (ending in /*) passes the rest of the address on: take the /* away.');
  if (base.includes('*')) return problem('Only a final /* is allowed in the address to send visitors to.');
  let normalised: string;
  if (base.startsWith('/')) {
    normalised = normalisePath(base);
  } else if (/^https?:\/\//i.test(base)) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return problem('That is not a valid address: write it as https://example.com/page.');
    }
    if (!url.hostname) return problem('That is not a valid address: write it as https://example.com/page.');
    normalised = `${url.origin}${url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '')}`;
  } else {
    return problem('Send visitors to a path of this site, starting with /, or to a whole address starting with https://.');
  }
  if (!prefixFrom) return { ok: true, value: `${normalised}${rest}` };
  return { ok: true, value: `${normalised === '/' ? '' : normalised}${PREFIX_MARK}${rest}` };
}

/** The path of this site a `to` leads to, or undefined for another site's address. */
export function localPath(to: string): string | undefined {
  const { base } = toParts(to);
  if (!base.startsWith('/') && base !== '') return undefined;
  return normalisePath(base || '/');
}

/** Whether `rule` answers `path` (a normalised path). */
export function matches(rule: Pick<Rule, 'from'>, path: string): boolean {
  const { path: base, prefix } = fromParts(rule.from);
  return prefix ? under(path, base) : path === base;
}

/** Where `rule` sends a visitor who asked for `path` (which it matches): its `to`, with a prefix's rest. */
export function targetOf(rule: Rule, path: string): string {
  const { path: fromBase, prefix } = fromParts(rule.from);
  const to = toParts(rule.to);
  if (!prefix) return rule.to;
  const tail = fromBase === '/' ? path : path.slice(fromBase.length);
  const joined = `${to.base}${tail}`;
  return `${joined === '' ? '/' : joined}${to.rest}`;
}

/** The rule that answers `path`: an exact one first, else the longest prefix. */
export function ruleFor<R extends Rule>(rules: readonly R[], path: string): R | undefined {
  let best: R | undefined;
  let bestLength = -1;
  for (const rule of rules) {
    if (!matches(rule, path)) continue;
    const { path: base, prefix } = fromParts(rule.from);
    const length = prefix ? base.length : Number.MAX_SAFE_INTEGER;
    if (length > bestLength) [best, bestLength] = [rule, length];
  }
  return best;
}

/**
 * `location` with the visitor's query (`search`, without its `?`) merged in: a parameter the
 * location names keeps its value, every other of the visitor's is added. A fragment stays last.
 */
export function withVisitorQuery(location: string, search: string): string {
  if (!search) return location;
  const hashAt = location.indexOf('#');
  const hash = hashAt === -1 ? '' : location.slice(hashAt);
  const beforeHash = hashAt === -1 ? location : location.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const address = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const own = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  const visitor = new URLSearchParams(search);
  const merged = new URLSearchParams(own);
  for (const [name, value] of visitor) if (!own.has(name)) merged.append(name, value);
  const query = merged.toString();
  return `${address}${query ? `?${query}` : ''}${hash}`;
}

/** The most redirects followed for one answer; a longer chain is taken as a loop. */
const MAX_HOPS = 10;

export interface Resolved<R extends Rule> {
  /** The rule that answered the path asked for. */
  rule: R;
  /** Where the visitor goes in the end, the chain followed. */
  location: string;
  /** 302 when any rule on the way is temporary, else 301. */
  status: RedirectStatus;
}

/**
 * Where a visitor asking for `path` ends up, following a chain of rules so that they are sent once;
 * undefined when no rule answers, or when the rules lead in a circle (the page then answers).
 */
export function resolve<R extends Rule>(rules: readonly R[], path: string): Resolved<R> | undefined {
  const first = ruleFor(rules, path);
  if (!first) return undefined;
  const seen = new Set([path]);
  let location = targetOf(first, path);
  let status: RedirectStatus = first.status;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = localPath(location);
    if (next === undefined) return { rule: first, location, status };
    if (seen.has(next)) return undefined;
    seen.add(next);
    const further = ruleFor(rules, next);
    if (!further) return { rule: first, location, status };
    const { rest } = toParts(location);
    location = withVisitorQuery(targetOf(further, next), rest.startsWith('?') ? rest.slice(1).split('#')[0]! : '');
    if (further.status === 302) status = 302;
  }
  return undefined;
}

export type SaveCheck = { ok: true; to: string; rewrites: { from: string; to: string }[] } | { ok: false; problem: RuleProblem };

const LOOP = 'This would send visitors round in a circle';

/**
 * Saving `rule` among `others` (every other rule, renames included): refused when it leads back to
 * itself; else its `to` followed through the others (A→B with B→C saved as A→C), and the others
 * that lead to it pointed past it (A→B saved before B→C becomes A→C). `editable` says which of the
 * others may be rewritten (a rename's target follows its page and stays).
 */
export function checkSave(rule: Rule, others: readonly Rule[], editable: (other: Rule) => boolean): SaveCheck {
  const loop = (how: string): SaveCheck => ({ ok: false, problem: { field: 'to', message: `${LOOP}: ${how}.` } });
  const { prefix } = fromParts(rule.from);
  // Forward: follow the target through the other rules.
  let to = rule.to;
  const seen = new Set<string>();
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const path = localPath(to);
    if (path === undefined) break;
    if (matches(rule, path)) return loop(hop === 0 ? `${rule.from} leads to itself` : `${to} leads back to ${rule.from}`);
    if (seen.has(path)) return loop(`the redirects from ${path} lead round in a circle`);
    seen.add(path);
    const next = ruleFor(others, path);
    if (!next) break;
    // A prefix rule's target is collapsed only through another prefix, which moves everything under it.
    if (prefix && !fromParts(next.from).prefix) break;
    const { rest } = toParts(to);
    const target = targetOf(next, path);
    to = prefix
      ? withPrefixMark(target, rest)
      : withVisitorQuery(target, rest.startsWith('?') ? rest.slice(1).split('#')[0]! : '');
    if (hop === MAX_HOPS) return loop(`the chain from ${rule.from} is longer than ${MAX_HOPS} redirects`);
  }
  const saved: Rule = { ...rule, to };
  // Backward: others that lead here now lead where this leads.
  const rewrites: { from: string; to: string }[] = [];
  for (const other of others) {
    const path = localPath(other.to);
    if (path === undefined || !matches(saved, path)) continue;
    const otherPrefix = fromParts(other.from).prefix;
    if (otherPrefix && !prefix) continue;
    const { rest } = toParts(other.to);
    const target = targetOf(saved, path);
    const moved = otherPrefix
      ? withPrefixMark(target, rest)
      : withVisitorQuery(target, rest.startsWith('?') ? rest.slice(1).split('#')[0]! : '');
    const movedPath = localPath(moved);
    if (movedPath !== undefined && matches(other, movedPath))
      return loop(`${other.from} leads to ${rule.from}, which leads back`);
    if (editable(other)) rewrites.push({ from: other.from, to: moved });
  }
  return { ok: true, to, rewrites };
}

/** A prefix rule's `to` from the address the rest goes after and the query of the original. */
function withPrefixMark(target: string, rest: string): string {
  const { base } = toParts(target);
  return `${base === '/' ? '' : base}${PREFIX_MARK}${rest}`;
}
