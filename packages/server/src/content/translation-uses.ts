// The images each language's translations use: a translation may give a service, a page's block or
// a page's share card an image of its own, which the library must count as used (and so not delete)
// as it counts the default language's. Only the settings' languages count: a removed language's
// texts are history, shown to no visitor.
import { fieldWords, languageOf, SECTIONS, SERVICES_DOCUMENT } from '@site/contracts';
import { customPageSlugs } from './custom-pages.js';
import { readSettings } from './settings.js';
import { readTranslations, splitTranslationDocument } from './translations.js';
import { readDocumentEtags, sectionDocument, type DbOrTx, type DocumentId } from './versions.js';

/** One language's translation of a document, with where the library names it. */
export interface TranslationUse {
  data: unknown;
  /** The document's address (`home/hero`, `services`, `custom-pages/{slug}`, `seo/{page}`). */
  document: string;
  /** e.g. `Home › Hero in বাংলা`. */
  place: string;
  /** A field of the translation in words. */
  describe: (field: string) => string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each stored translation into a language of the settings, with its document's address and place. */
export async function translationUses(db: DbOrTx): Promise<TranslationUse[]> {
  const { languages } = await readSettings(db);
  const ids = [...(await readDocumentEtags(db)).keys()].filter((id) => splitTranslationDocument(id));
  if (!ids.length) return [];
  const stored = await readTranslations(db, ids);
  const slugs = new Map((await customPageSlugs(db)).map(({ id, slug }) => [`page:${id}`, slug]));
  const where = (document: DocumentId): { path: string; place: string } | undefined => {
    const section = SECTIONS.find((s) => sectionDocument(s.key) === document);
    if (section) return { path: section.path, place: `${capitalised(section.page)} › ${section.label}` };
    if (document === SERVICES_DOCUMENT) return { path: SERVICES_DOCUMENT, place: 'the services list' };
    const slug = slugs.get(document);
    if (slug !== undefined) return { path: `custom-pages/${slug}`, place: `the page "${slug}"` };
    if (document.startsWith('seo:')) {
      const key = document.slice('seo:'.length);
      return { path: `seo/${key}`, place: `the search-engine settings of the page "${key}"` };
    }
    return undefined;
  };
  return [...ids].sort().flatMap((id) => {
    const { document, code } = splitTranslationDocument(id)!;
    const language = languageOf(languages.slice(1), code);
    const found = where(document);
    if (!language || !found) return [];
    const place = `${found.place} in ${language.name}`;
    return [
      {
        data: stored.get(id),
        document: found.path,
        place,
        describe: (field: string) => [capitalised(place), ...fieldWords(field)].join(', '),
      },
    ];
  });
}
