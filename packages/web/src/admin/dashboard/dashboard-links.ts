// Where each line of the dashboard opens: a draft, a schedule or a change opens its document's editor
// (a section's page editor on that section, the Services Manager, an editor-built page's editor, the
// SEO panel of the page's screen, the site settings) in its language; a draft in review the Review
// screen; a message that message in the inbox; failed alerts the notification settings.
import { FIXED_PAGES, type DashboardKind } from '@site/contracts';
import { ADMIN_PATHS } from '../admin-paths';
import { withLocale } from '../api/locale';
import { draftEditorPath } from '../drafts/draft-location';
import { ALERT_SETTINGS_LINK } from '../messages/alert-status';
import { OPEN_SEO_PARAM } from '../seo/seo-pages';

interface DocumentLine {
  path: string;
  kind: DashboardKind;
  locale: string;
  translation: boolean;
}

const SEO_PREFIX = 'seo/';
const SERVICE_PAGES = 'services/';

/** The screen whose SEO panel holds the page `key`'s settings: a fixed page's editor, the Services Manager, or an editor-built page's. */
export function seoScreen(key: string): string {
  const fixed = FIXED_PAGES.find((page) => page.key === key);
  if (fixed) return (ADMIN_PATHS as Record<string, string>)[fixed.answer] ?? ADMIN_PATHS.home;
  if (key.startsWith(SERVICE_PAGES)) return ADMIN_PATHS.services;
  return `${ADMIN_PATHS.pages}/${key}`;
}

/** The editor address of a document named on the dashboard, in its language; null for one this editor does not know. */
export function documentLink(line: DocumentLine): string | null {
  const editor =
    line.kind === 'settings'
      ? ADMIN_PATHS.settings
      : line.kind === 'seo'
        ? `${seoScreen(line.path.slice(SEO_PREFIX.length))}?${OPEN_SEO_PARAM}=${line.path.slice(SEO_PREFIX.length)}`
        : draftEditorPath(line.path);
  return editor && line.translation ? withLocale(editor, line.locale) : editor;
}

/** The inbox. */
export const INBOX_LINK = ADMIN_PATHS.messages;

/** A message, opened in the inbox. */
export const messageLink = (id: number) => `${ADMIN_PATHS.messages}?message=${id}`;

/** The drafts in review are reviewed on the Review screen. */
export const REVIEW_LINK = ADMIN_PATHS.review;

/** Failed alerts: where alerts are set up. */
export const ALERTS_LINK = ALERT_SETTINGS_LINK;
