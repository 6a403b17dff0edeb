// A translation's draft as the preview shows it: merged over its section in the next language of the
// language's fallback chain, by the section's schema (what is a text to translate, what follows).
import { getSection, translate, type SectionKey } from '@site/contracts';

export function draftOverFallback(key: SectionKey, draft: unknown, fallback: unknown): unknown {
  return translate(getSection(key).schema, fallback, [draft]).data;
}
