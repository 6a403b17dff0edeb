// One public page as the checks see it: its address and language, the documents it is drawn from
// (with the form's field names), its search-engine settings and the HTML visitors get.
import type { PageSeo, SiteHealthFinding } from '@site/contracts';

/** A document a page draws, or the part of one (a service of the services list: `prefix` `2.`). */
export interface PageDocument {
  /** As drafts and history name it: `home/hero`, `services`, `custom-pages/{slug}`. */
  document: string;
  /** Put before each field's path: the form's name for the part (`2.` for the third service). */
  prefix: string;
  data: unknown;
}

export interface CheckedPage {
  /** The page's key (its SEO settings' address): `home`, `about/team`, `services/{slug}`, `{slug}`. */
  key: string;
  /** The public address in its language: `/`, `/about`, `/bn/about`. */
  page: string;
  locale: string;
  /** The documents it shows, the layout's (navbar, footer) first. */
  documents: PageDocument[];
  /** The document a finding about the page as a whole names (its first section, `services`, the custom page). */
  main: string;
  seo: PageSeo;
  /** The page as rendered for visitors, or null when there is no build to render it with. */
  html: string | null;
}

/** A finding on `page` about `document`'s `field` (null: the document as a whole). */
export function findingOn(
  page: Pick<CheckedPage, 'page' | 'locale'>,
  kind: SiteHealthFinding['kind'],
  at: { document: string; field: string | null },
  message: string,
  extra: Pick<SiteHealthFinding, 'contrast' | 'link'> = {},
): SiteHealthFinding {
  return { kind, document: at.document, field: at.field, page: page.page, locale: page.locale, message, ...extra };
}

/** Every text value in the documents with its field's name (`cards.1.title`, `2.heroImage`), in order. */
function textFields(documents: readonly PageDocument[]): { document: string; field: string; value: string }[] {
  const found: { document: string; field: string; value: string }[] = [];
  const walk = (document: string, value: unknown, path: string) => {
    if (typeof value === 'string') found.push({ document, field: path, value });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(document, item, path ? `${path}.${i}` : String(i)));
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(document, item, path ? `${path}.${key}` : key);
    }
  };
  for (const doc of documents) walk(doc.document, doc.data, doc.prefix.replace(/\.$/, ''));
  return found;
}

/** The fields whose text is `value` (trimmed, runs of white space as one), in document order. */
export function fieldsHolding(documents: readonly PageDocument[], value: string): { document: string; field: string }[] {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const wanted = clean(value);
  if (!wanted) return [];
  return textFields(documents)
    .filter((f) => clean(f.value) === wanted)
    .map(({ document, field }) => ({ document, field }));
}
