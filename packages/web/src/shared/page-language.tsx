// The language a public page is drawn in. The server renders a page of a language other than the
// default under its code (`/bn/about`): the router runs with that prefix as its basename, so every
// link the site draws through the router (navbar, footer, cards, buttons, Read More) stays in the
// visitor's language. A link a translation sets under its language's prefix (`/bn/offer`) is used as
// given, and the language switcher's links name each language's address of this page.
import { createContext, use, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGES,
  defaultLanguage,
  directionOf,
  isSitePath,
  languageOf,
  localisedPath,
  type Language,
  type PageLocale,
  type TextDirection,
} from '@site/contracts/site';

export interface PageLanguage {
  code: string;
  direction: TextDirection;
  languages: readonly Language[];
  /** The router's basename: `/` for the default language, `/bn/` for Bengali. */
  basename: string;
}

/** The page's language from the render context's; none named: the default. */
export function pageLanguageOf(locale: PageLocale | undefined): PageLanguage {
  const languages = locale?.languages.length ? locale.languages : DEFAULT_LANGUAGES;
  const language = (locale && languageOf(languages, locale.code)) ?? defaultLanguage(languages);
  return {
    code: language.code,
    direction: directionOf(language),
    languages,
    basename: localisedPath('/', language.code, languages),
  };
}

const LanguageContext = createContext<PageLanguage>(pageLanguageOf(undefined));

export function LanguageProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export const usePageLanguage = () => use(LanguageContext);

/**
 * The router's target for a site path drawn on a page of `language`: the router puts the page's
 * prefix before it, so a path a translation already wrote in its own language (`/bn/about`) loses
 * that prefix here and comes out as given rather than twice (`/bn/bn/about`).
 */
export function routerPath(href: string, language: Pick<PageLanguage, 'basename'>): string {
  const base = language.basename;
  if (base === '/' || !isSitePath(href)) return href;
  const lower = href.toLowerCase();
  if (lower === base.slice(0, -1).toLowerCase()) return '/';
  return lower.startsWith(base.toLowerCase()) ? href.slice(base.length - 1) : href;
}

/** One entry of the language switcher: a language and this page's address in it. */
export interface LanguageLink {
  code: string;
  name: string;
  href: string;
  current: boolean;
}

/** This page (`path`: its address in the default language) in every language of the site, in the settings' order. */
export function languageLinks(path: string, language: PageLanguage): LanguageLink[] {
  return language.languages.map((l) => ({
    code: l.code,
    name: l.name,
    href: localisedPath(path, l.code, language.languages),
    current: l.code === language.code,
  }));
}

/**
 * A text's digits as the page's language writes them (`Intl`): "500+" is "৫০০+" in Bengali. Each
 * digit alone and without grouping, so the text is otherwise as the editor wrote it (leading zeros,
 * "24/7"), and a language that writes 0–9 (English) leaves it exactly as it is.
 */
export function localDigits(text: string, code: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(code, { useGrouping: false });
  } catch {
    return text;
  }
  return text.replace(/[0-9]/g, (digit) => format.format(Number(digit)));
}
