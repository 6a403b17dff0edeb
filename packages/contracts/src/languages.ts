// The site's languages as the site settings hold them, and the plain rules every part reads: which
// way a language is written, where a language falls back to, and where its pages live. The first
// language is the site's default: its pages keep the addresses without a prefix (`/about`), every
// other language's pages are under its code (`/bn/about`). zod-free: the public pages import it.

/** One language of the site, as the settings store it. */
export interface Language {
  /** A BCP 47 tag: `en`, `bn`, `fr-CA`. */
  code: string;
  /** The name visitors see in the language switcher (best in the language itself: "বাংলা"). */
  name: string;
  /** The language a missing text is taken from; none: the site's default. */
  fallback?: string | undefined;
  /** Left out: derived from the code (right to left for Arabic, Hebrew, Persian, Urdu, …). */
  direction?: TextDirection | undefined;
}

export type TextDirection = 'ltr' | 'rtl';

/** A site that never set its languages has one: English. */
export const DEFAULT_LANGUAGES: readonly Language[] = [{ code: 'en', name: 'English' }];

/** Primary language subtags written right to left. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
/** Scripts written right to left, when a tag names one (`az-Arab`). */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg']);

/** The direction a code is written in when the settings do not say. */
export function derivedDirection(code: string): TextDirection {
  const [primary = '', ...rest] = code.toLowerCase().split('-');
  if (rest.some((part) => part.length === 4 && RIGHT_TO_LEFT_SCRIPTS.has(part))) return 'rtl';
  if (rest.some((part) => part.length === 4)) return 'ltr';
  return RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr';
}

/** The direction a language's pages are written in. */
export const directionOf = (language: Pick<Language, 'code' | 'direction'>): TextDirection =>
  language.direction ?? derivedDirection(language.code);

/** The site's default language: the first of its list. */
export const defaultLanguage = (languages: readonly Language[]): Language => languages[0] ?? DEFAULT_LANGUAGES[0]!;

/** Codes compare without regard to case (`fr-ca` is `fr-CA`). */
export const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const languageOf = (languages: readonly Language[], code: string): Language | undefined =>
  languages.find((language) => sameCode(language.code, code));

/**
 * The languages a text of `code` is looked for in, nearest first: the language itself, its fallback,
 * that one's fallback, …, and last the site's default (where every text exists). A chain that comes
 * back on itself stops there (the settings refuse one, but stored settings are read as they are).
 */
export function fallbackChain(languages: readonly Language[], code: string): string[] {
  const chain: string[] = [];
  const defaultCode = defaultLanguage(languages).code;
  let current = languageOf(languages, code);
  while (current && !chain.some((c) => sameCode(c, current!.code))) {
    chain.push(current.code);
    if (sameCode(current.code, defaultCode)) return chain;
    current = languageOf(languages, current.fallback ?? defaultCode) ?? languageOf(languages, defaultCode);
  }
  if (!chain.some((c) => sameCode(c, defaultCode))) chain.push(defaultCode);
  return chain;
}

/** Whether a code names the site's default language (whose documents are the untranslated ones). */
export const isDefaultLanguage = (languages: readonly Language[], code: string) =>
  sameCode(defaultLanguage(languages).code, code);

/** The address of `path` (a path of the default language, `/about`) in a language: `/bn/about`, `/bn/` for home. */
export function localisedPath(path: string, code: string, languages: readonly Language[]): string {
  if (isDefaultLanguage(languages, code)) return path;
  const language = languageOf(languages, code);
  if (!language) return path;
  return path === '/' ? `/${language.code}/` : `/${language.code}${path}`;
}

/**
 * The language an address is in and the address in the default language: `/bn/about` is Bengali's
 * `/about`. A first segment that is no language of the site (or is the default's code) is a path of
 * the default language as it is.
 */
export function splitLocalisedPath(path: string, languages: readonly Language[]): { code: string; path: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(path);
  const language = match?.[1] ? languageOf(languages.slice(1), match[1]) : undefined;
  if (!match || !language) return { code: defaultLanguage(languages).code, path };
  return { code: language.code, path: match[2] && match[2] !== '/' ? match[2] : '/' };
}
