// The words the list of drafts shows of each draft, beside its label: a section's heading or first
// words, a custom page's blocks. The services list has none (its tabs name it well enough).
import { documentSummary, pageSummary, SECTIONS } from '@site/contracts';
import { CUSTOM_PAGES_PATH } from './custom-page-history.js';

export function draftExcerpt(path: string, data: unknown): string | null {
  const section = SECTIONS.find((entry) => entry.path === path);
  if (section) return documentSummary(section, data);
  if (path.startsWith(`${CUSTOM_PAGES_PATH}/`)) return pageSummary(data);
  return null;
}
