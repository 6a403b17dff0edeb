// The site settings' `languages`: the schema of the list (its first entry is the default language)
// and the rules a list must keep. The plain rules the site reads are in languages.ts.
import { z } from 'zod';
import { DEFAULT_LANGUAGES, languageOf, sameCode, type Language } from './languages.js';

/** How many languages a site may have. */
export const LANGUAGES_MAX = 20;

/**
 * A BCP 47 tag in the form sites use: a language (2–3 letters), then an optional script (4 letters),
 * region (2 letters or 3 digits) and variants. `Intl` must know it too (it refuses `xx-YYYYY-1`).
 */
const TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|[0-9]{3}))?(-([a-zA-Z0-9]{5,8}|[0-9][a-zA-Z0-9]{3}))*$/;

export function isLanguageTag(code: string): boolean {
  if (!TAG.test(code)) return false;
  try {
    return Intl.getCanonicalLocales(code).length === 1;
  } catch {
    return false;
  }
}

export const languageSchema = z.strictObject({
  code: z.string().refine(isLanguageTag, {
    error: 'Use a language code such as "en", "bn", "ar" or "fr-CA" (BCP 47).',
  }),
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give the language a name visitors will recognise, such as "বাংলা".' })
    .max(60, { error: 'Keep the language name under 60 characters.' }),
  fallback: z.string().optional(),
  direction: z.enum(['ltr', 'rtl'], { error: 'The direction is "ltr" (left to right) or "rtl" (right to left).' }).optional(),
});

/** Where a fallback chain starting at `code` comes back to a language it passed, if it does. */
function fallbackLoop(languages: readonly Language[], start: Language): string[] | undefined {
  const seen: string[] = [];
  let current: Language | undefined = start;
  while (current?.fallback !== undefined) {
    if (seen.some((code) => sameCode(code, current!.code))) return [...seen, current.code];
    seen.push(current.code);
    current = languageOf(languages, current.fallback);
  }
  return undefined;
}

export const languagesSchema = z
  .array(languageSchema)
  .min(1, { error: 'A site has at least one language: the first is its default.' })
  .max(LANGUAGES_MAX, { error: `A site may have at most ${LANGUAGES_MAX} languages.` })
  .superRefine((languages, ctx) => {
    languages.forEach((language, index) => {
      if (languages.findIndex((other) => sameCode(other.code, language.code)) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `The site has "${language.code}" twice.` });
      }
      if (language.fallback === undefined) return;
      if (index === 0) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'fallback'],
          message: 'The default language (the first) has every text and falls back to none.',
        });
      } else if (sameCode(language.fallback, language.code)) {
        ctx.addIssue({ code: 'custom', path: [index, 'fallback'], message: 'A language cannot fall back to itself.' });
      } else if (!languageOf(languages, language.fallback)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'fallback'],
          message: `The fallback "${language.fallback}" is not one of the site's languages.`,
        });
      }
    });
    const loop = languages.map((language) => fallbackLoop(languages, language)).find(Boolean);
    if (loop) {
      ctx.addIssue({ code: 'custom', path: [], message: `The fallbacks go round in a circle: ${loop.join(' → ')}.` });
    }
  });

export const LANGUAGES_DEFAULT: Language[] = DEFAULT_LANGUAGES.map((language) => ({ ...language }));
