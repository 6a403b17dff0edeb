// A page's search-engine settings in a language other than the default, as plain code: the texts a
// language translates (title, description, share image) labelled as the default language's panel
// labels them, how many of them fall back, and the settings the language's previews show (its
// translation over the next language of its fallback chain). Noindex and "the whole title" are not
// translated: every language has the default's.
import { pageSeoSchema, translate, translationProgress, translationSchema, type PageSeo } from '@site/contracts';
import { translatableFields, translationBody, type TranslatableField, type Values } from '../languages/translation-form';

/** The panel's words for each translated field, and the description written over several lines. */
const LABELS: Record<string, { label: string; kind?: TranslatableField['kind'] }> = {
  title: { label: 'Page title' },
  description: { label: 'Description', kind: 'longText' },
  image: { label: 'Share image' },
};

/** What a language's translation of the settings holds (the server checks a save against it). */
const TRANSLATED = new Set(Object.keys((translationSchema(pageSeoSchema) as unknown as { shape: object }).shape));

/** The fields a language translates, each with the default language's value (`base`). */
export function seoTranslationFields(base: PageSeo): TranslatableField[] {
  return translatableFields(pageSeoSchema, base)
    .filter((field) => TRANSLATED.has(field.path))
    .map((field) => ({
      ...field,
      label: LABELS[field.path]?.label ?? field.label,
      kind: LABELS[field.path]?.kind ?? field.kind,
    }));
}

/** How many of the default language's texts the form leaves to fall back, of how many it has. */
export function seoUntranslated(base: PageSeo, fields: readonly TranslatableField[], values: Values) {
  const { translated, total } = translationProgress(pageSeoSchema, base, translationBody(fields, values));
  return { untranslated: total - translated, total };
}

/** The settings a language's pages get: the form's texts, an empty one taking the fallback language's. */
export function seoShownIn(fallsBackTo: PageSeo, fields: readonly TranslatableField[], values: Values): PageSeo {
  return translate(pageSeoSchema, fallsBackTo, [translationBody(fields, values)]).data;
}

/** A read in a language without its list of fallen-back fields: the settings themselves. */
export function seoOf(read: PageSeo & { fallback?: unknown }): PageSeo {
  const { fallback: _fallback, ...seo } = read;
  return seo;
}
