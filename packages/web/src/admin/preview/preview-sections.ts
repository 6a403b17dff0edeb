// The sections a page editor's preview shows: the page's sections as visitors read them in the
// language edited, with each of that language's drafts laid over its section, so the preview in a
// language shows every draft of that language as the default language's preview shows the default's.
// A draft of the default language is the whole section; a translation's draft holds only what it
// translates, so it is merged over the section in the next language of its fallback chain, as the
// translation's own form is merged for the preview (an emptied field shows what visitors would see).
import type { Draft, SectionKey } from '@site/contracts';
import type { Versioned } from '../api/versioned';

type Sections = Record<string, unknown>;

export async function sectionsWithDrafts(
  sections: Sections,
  drafts: Partial<Record<SectionKey, Versioned<Draft>>>,
  /** In a language other than the default: the sections in the next language of its chain. */
  fallsBackTo?: Sections,
): Promise<Sections> {
  const shown = { ...sections };
  const drafted = (Object.entries(drafts) as [SectionKey, Versioned<Draft> | undefined][]).flatMap(([key, draft]) =>
    draft ? [[key, draft.data.document] as const] : [],
  );
  // Merging follows the sections' schemas: loaded only for a translation's drafts, not by every page editor.
  const merge = fallsBackTo && drafted.length > 0 ? (await import('./translated-draft')).draftOverFallback : undefined;
  for (const [key, document] of drafted) shown[key] = merge && fallsBackTo ? merge(key, document, fallsBackTo[key]) : document;
  return shown;
}
