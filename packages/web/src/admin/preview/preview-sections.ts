// The sections a page editor's preview shows: the page's sections as visitors read them in the
// language edited, with each of that language's drafts laid over its section, so the preview in a
// language shows every draft of that language as the default language's preview shows the default's.
// A draft of the default language is the whole section; a translation's draft holds only what it
// translates, so it is merged over the section in the next language of its fallback chain, as the
// translation's own form is merged for the preview (an emptied field shows what visitors would see).
import { getSection, translate, type Draft, type SectionKey } from '@site/contracts';
import type { Versioned } from '../api/versioned';

type Sections = Record<string, unknown>;

export function sectionsWithDrafts(
  sections: Sections,
  drafts: Partial<Record<SectionKey, Versioned<Draft>>>,
  /** In a language other than the default: the sections in the next language of its chain. */
  fallsBackTo?: Sections,
): Sections {
  const shown = { ...sections };
  for (const [key, draft] of Object.entries(drafts) as [SectionKey, Versioned<Draft> | undefined][]) {
    if (!draft) continue;
    const document = draft.data.document;
    shown[key] = fallsBackTo ? translate(getSection(key).schema, fallsBackTo[key], [document]).data : document;
  }
  return shown;
}
