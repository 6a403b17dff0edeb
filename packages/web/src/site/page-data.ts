// What every page route's loader returns. In the browser `content` is a pending promise, so the
// page can show its own loading state (12 gallery placeholders, 'Loading projects...'); on the
// server it is the resolved content, so the HTML carries it and hydration starts from it.
import type { SiteContent } from '@site/contracts/site';

export interface PageData {
  content: SiteContent | Promise<SiteContent>;
}

export function isPageData(value: unknown): value is PageData {
  return typeof value === 'object' && value !== null && 'content' in value;
}
