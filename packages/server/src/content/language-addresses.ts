// A language other than the default is at `/{code}/` (`/bn/`, `/bn/about`), an editor-built page at
// `/{slug}`: a page whose slug is a language's code would be hidden by the language, or hide it. So a
// language whose code is a page's slug is refused by the site settings, and a page given a language's
// code as its slug is refused by the page's save. Codes are compared as languages are, in any case.
import { languageOf, sameCode, type Language } from '@site/contracts';
import type { DbOrTx } from './versions.js';
import { customPages } from '../db/schema.js';
import { ApiError, invalidDocument } from '../http/errors.js';
import { readSettings } from './settings.js';

/** The first part of a page's address, where a language's code would be. */
const firstSegment = (slug: string) => slug.split('/')[0] ?? slug;

/** Refuses languages of which one has the code of an editor-built page's address, naming the page. */
export async function refuseLanguagesAtPages(db: DbOrTx, languages: readonly Language[]): Promise<void> {
  const pages = await db.select({ slug: customPages.slug, data: customPages.data }).from(customPages);
  const issues = languages.flatMap((language, index) => {
    const page = pages.find((p) => sameCode(firstSegment(p.slug), language.code));
    if (!page) return [];
    const title = (page.data as { title?: string }).title ?? page.slug;
    return [
      {
        path: `languages.${index}.code`,
        message:
          `"${language.code}" is the address of the page "${title}" (/${page.slug}), and a language's pages are at /${language.code}/. ` +
          `Give the page another address first, or use another code.`,
      },
    ];
  });
  if (issues.length) throw new ApiError(400, { error: `The languages are not valid: ${issues[0]!.message}`, issues });
}

/** Refuses a page address whose first part is the code of one of the site's languages. */
export async function refuseSlugOfLanguage(db: DbOrTx, slug: string): Promise<void> {
  const { languages } = await readSettings(db);
  const language = languageOf(languages, firstSegment(slug));
  if (!language) return;
  throw invalidDocument(
    [
      {
        path: 'slug',
        message: `"${firstSegment(slug)}" is the code of the site's language "${language.name}", whose pages are at /${language.code}/. Choose another address.`,
      },
    ],
    'The page',
  );
}
