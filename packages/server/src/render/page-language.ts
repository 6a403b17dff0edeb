// Which language a page address is in. The default language's pages keep their addresses (`/about`),
// every other language's are under its code (`/bn/about`, `/bn/` for home); a first segment that is
// no language of the site is a path like any other (a custom page's slug, or the Not Found page).
// A language's bare code (`/bn`) is sent on to its home page's address (`/bn/`).
import { isDefaultLanguage, splitLocalisedPath, type Language, type PageLocale } from '@site/contracts';
import type { Locale } from '../content/translations.js';

export type PageLanguage = { redirect: string } | { locale: PageLocale; content: Locale };

/** The language of `path` (a path, no query) among the site's `languages`. */
export function pageLanguage(path: string, languages: readonly Language[]): PageLanguage {
  const { code } = splitLocalisedPath(path, languages);
  const language = languages.find((l) => l.code === code) ?? languages[0]!;
  const isDefault = isDefaultLanguage(languages, language.code);
  if (!isDefault && !path.slice(1).includes('/')) return { redirect: `/${language.code}/` };
  return { locale: { code: language.code, languages }, content: { language, languages, isDefault } };
}
