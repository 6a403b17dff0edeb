// The site-health findings as the editor shows them: each kind's name, the counts by kind, the
// findings a filter keeps, and the findings grouped by the public page they show on.
import { SITE_HEALTH_KINDS, type SiteHealthFinding, type SiteHealthKind } from '@site/contracts';

export const KIND_NAMES: Record<SiteHealthKind, string> = {
  'missing-alt': 'Images without alternative text',
  contrast: 'Colours hard to read',
  'heading-order': 'Headings out of order',
  'broken-link': 'Links to missing pages',
  'broken-external-link': 'Links to other sites that fail',
  'bad-link': 'Malformed links',
  seo: 'Search-engine settings',
};

/** How many findings of each kind, every kind named. */
export function countByKind(findings: readonly SiteHealthFinding[]): Record<SiteHealthKind, number> {
  const counts = Object.fromEntries(SITE_HEALTH_KINDS.map((kind) => [kind, 0])) as Record<SiteHealthKind, number>;
  for (const finding of findings) counts[finding.kind] += 1;
  return counts;
}

export interface FindingFilter {
  /** null: every kind. */
  kind: SiteHealthKind | null;
  /** null: every language. */
  locale: string | null;
}

export const keeps = (filter: FindingFilter) => (finding: SiteHealthFinding) =>
  (filter.kind === null || finding.kind === filter.kind) && (filter.locale === null || finding.locale === filter.locale);

export interface PageFindings {
  page: string;
  findings: SiteHealthFinding[];
}

/** The findings by the page they show on, pages in address order, each page's findings in the order found. */
export function groupByPage(findings: readonly SiteHealthFinding[]): PageFindings[] {
  const pages = new Map<string, SiteHealthFinding[]>();
  for (const finding of findings) pages.set(finding.page, [...(pages.get(finding.page) ?? []), finding]);
  return [...pages.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([page, list]) => ({ page, findings: list }));
}

/** "3 findings", "1 finding". */
export const findingCount = (count: number) => (count === 1 ? '1 finding' : `${count} findings`);
