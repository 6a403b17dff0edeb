// The language an editing screen edits: `?locale=` in its address when it names a language of the
// site other than the default; none (undefined) for the default, whose editing is as it always was.
// Drafts are listed for every language: each screen keeps those of the language it edits.
import { isDefaultLanguage, languageOf, type DraftSummary, type Language } from '@site/contracts';
import { LOCALE_PARAM } from '../api/locale';

export function editorLanguage(search: URLSearchParams, languages: readonly Language[]): Language | undefined {
  const code = search.get(LOCALE_PARAM);
  const language = code ? languageOf(languages, code) : undefined;
  return language && !isDefaultLanguage(languages, language.code) ? language : undefined;
}

/** The language a draft is of: its summary's `locale`, none for the document's own draft. */
const summaryLocale = (summary: DraftSummary): string | undefined =>
  (summary as DraftSummary & { locale?: string | null }).locale ?? undefined;

/** Whether a draft is of `language` (undefined: the default's, as a one-language site's always are). */
export function isDraftIn(summary: DraftSummary, language: Language | undefined, languages: readonly Language[]): boolean {
  const locale = summaryLocale(summary);
  if (!language) return locale === undefined || isDefaultLanguage(languages, locale);
  return locale !== undefined && languageOf(languages, locale)?.code === language.code;
}
