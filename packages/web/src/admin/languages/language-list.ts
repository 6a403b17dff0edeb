// The changes the Languages panel makes to the site's list of languages, as plain functions: the
// first language is the default, so "make default" moves one to the top. A language another falls
// back to keeps that language pointing at the default when it is removed or becomes the default.
import { defaultLanguage, derivedDirection, languageOf, languageSchema, sameCode, type Language } from '@site/contracts';

/** A language without the fields it leaves to their defaults (no fallback: the default; no direction: derived). */
function tidy(language: Language): Language {
  return {
    code: language.code.trim(),
    name: language.name.trim(),
    ...(language.fallback ? { fallback: language.fallback } : {}),
    ...(language.direction ? { direction: language.direction } : {}),
  };
}

/** Why a language cannot join (or replace `replacing` in) the list, or undefined when it can. */
export function languageProblem(languages: readonly Language[], language: Language, replacing?: string): string | undefined {
  const parsed = languageSchema.safeParse(tidy(language));
  if (!parsed.success) return parsed.error.issues[0]?.message;
  const twin = languageOf(languages, language.code.trim());
  if (twin && !(replacing !== undefined && sameCode(twin.code, replacing))) return `The site has "${twin.code}" already.`;
  return undefined;
}

export const addLanguage = (languages: readonly Language[], language: Language): Language[] => [...languages, tidy(language)];

/** The list with `code`'s entry replaced; languages that fell back to its old code follow a new one. */
export function replaceLanguage(languages: readonly Language[], code: string, language: Language): Language[] {
  const next = tidy(language);
  return languages.map((entry) => {
    if (sameCode(entry.code, code)) return next;
    return entry.fallback && sameCode(entry.fallback, code) ? { ...entry, fallback: next.code } : entry;
  });
}

/** The list without `code`; a language that fell back to it falls back to the default. */
export function removeLanguage(languages: readonly Language[], code: string): Language[] {
  return languages
    .filter((entry) => !sameCode(entry.code, code))
    .map((entry) => (entry.fallback && sameCode(entry.fallback, code) ? tidy({ ...entry, fallback: undefined }) : entry));
}

/** The list with `code` first (the default, which falls back to none) and the others in their order. */
export function makeDefault(languages: readonly Language[], code: string): Language[] {
  const chosen = languageOf(languages, code);
  if (!chosen) return [...languages];
  const rest = languages.filter((entry) => !sameCode(entry.code, code));
  return [tidy({ ...chosen, fallback: undefined }), ...rest];
}

/** How the panel describes a language's direction: "Right to left" (from the code) or as set. */
export function directionWords(language: Language): string {
  const direction = language.direction ?? derivedDirection(language.code);
  const words = direction === 'rtl' ? 'Right to left' : 'Left to right';
  return language.direction ? words : `${words} (from the code)`;
}

/** The language a text missing in `language` is taken from, by name. */
export function fallbackWords(languages: readonly Language[], language: Language): string | undefined {
  const first = defaultLanguage(languages);
  if (sameCode(first.code, language.code)) return undefined;
  const to = (language.fallback && languageOf(languages, language.fallback)) || first;
  return `Falls back to ${to.name}`;
}
