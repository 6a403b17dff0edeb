// The Drafts screen's drafts of several languages: a translation's draft has its document's path and
// its language (`locale` in the summary), so a row is named by both, and publishing or scheduling a
// selection sends one request per language, each naming its language (none: the default's drafts).
import type { DraftSummary } from '@site/contracts';
import { withLocale } from '../api/locale';

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
