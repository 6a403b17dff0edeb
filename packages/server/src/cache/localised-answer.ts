// The cache key and ETag documents of a content answer in a language other than the default: the
// answer shows the language's translation over its fallbacks' and the default language's document,
// so its ETag joins all their versions, the translation's first (the one an If-Match names).
import { fallbackChain, isDefaultLanguage } from '@site/contracts';
import { translationDocument, type Locale } from '../content/translations.js';
import type { DocumentId } from '../content/versions.js';
import type { ContentAnswer } from './content-answer.js';

export function localisedAnswer(locale: Locale, key: string, document: DocumentId): Omit<ContentAnswer, 'read'> {
  const [own, ...fallbacks] = fallbackChain(locale.languages, locale.language.code)
    .filter((code) => !isDefaultLanguage(locale.languages, code))
    .map((code) => translationDocument(document, code));
  return { key: `${key}@${locale.language.code}`, document: own!, beneath: [...fallbacks, document] };
}
