// The Drafts screen's drafts of several languages: a translation's draft has its document's path and
// its language (`locale` in the summary), so a row is named by both, and publishing or scheduling a
// selection sends one request per language, each naming its language (none: the default's drafts).
import { isDefaultLanguage, type DraftSummary, type Language } from '@site/contracts';
import { useRouteLoaderData } from 'react-router';
import { withLocale } from '../api/locale';
import { ADMIN_LAYOUT_ROUTE } from '../auth/permissions';

/** The language of a draft: its summary's `locale`, none for a document's own draft. */
export const draftLocale = (draft: DraftSummary): string | undefined =>
  (draft as DraftSummary & { locale?: string | null }).locale ?? undefined;

/** A row's name in the selection: the path, with the language after `@` for a translation's draft. */
export const draftKey = (draft: DraftSummary): string => {
  const locale = draftLocale(draft);
  return locale ? `${draft.path}@${locale}` : draft.path;
};

/** The editor address of a draft, in its language. */
export const inDraftLanguage = (editor: string, draft: DraftSummary): string => withLocale(editor, draftLocale(draft));

/** The selected drafts by language, in the list's order: each group is one publish or schedule. */
export function byLanguage(drafts: readonly DraftSummary[], keys: ReadonlySet<string>): { locale?: string; paths: string[] }[] {
  const groups = new Map<string, { locale?: string; paths: string[] }>();
  for (const draft of drafts) {
    if (!keys.has(draftKey(draft))) continue;
    const locale = draftLocale(draft);
    const group = groups.get(locale ?? '') ?? { ...(locale ? { locale } : {}), paths: [] };
    group.paths.push(draft.path);
    groups.set(locale ?? '', group);
  }
  return [...groups.values()];
}

/**
 * The list with the default language's code left out of its rows (the server names every row's
 * language): a document's own draft is then opened, reviewed and published without `?locale=`, as on
 * a site with one language. Languages that could not be read leave the list as it is.
 */
export function withoutDefaultLocale(drafts: readonly DraftSummary[], languages: readonly Language[] | null): DraftSummary[] {
  if (!languages) return [...drafts];
  return drafts.map((draft) => {
    const locale = draftLocale(draft);
    if (!locale || !isDefaultLanguage(languages, locale)) return draft;
    const { locale: _default, ...own } = draft as DraftSummary & { locale?: string };
    return own as DraftSummary;
  });
}

/** The site's languages as the admin frame's loader reads them (null when they cannot be read). */
export function useSiteLanguages(): Promise<readonly Language[] | null> {
  const data = useRouteLoaderData<{ languages?: Promise<Language[]> }>(ADMIN_LAYOUT_ROUTE);
  return (data?.languages ?? Promise.resolve(null)).catch(() => null);
}
