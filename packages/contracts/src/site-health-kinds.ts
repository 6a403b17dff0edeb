// The kinds of thing the site's health checks find, without the schemas of their answers
// (site-health.ts): the editor's dashboard counts findings by kind without loading zod.
export const SITE_HEALTH_KINDS = [
  'missing-alt',
  'contrast',
  'heading-order',
  'broken-link',
  'broken-external-link',
  'bad-link',
  'seo',
] as const;
export type SiteHealthKind = (typeof SITE_HEALTH_KINDS)[number];
