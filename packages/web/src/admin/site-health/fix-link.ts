// Where a site-health finding is fixed: its document's editor (a section's page editor on that
// section, the Services Manager on the service, an editor-built page's editor, the SEO panel of the
// page's screen, the site settings), in the finding's language, with the field to focus named.
import { SERVICES_DOCUMENT, type SiteHealthFinding } from '@site/contracts';
import { ADMIN_PATHS } from '../admin-paths';
import { withLocale } from '../api/locale';
import { seoScreen } from '../dashboard/dashboard-links';
import { draftEditorPath } from '../drafts/draft-location';
import { OPEN_SEO_PARAM } from '../seo/seo-pages';
import { FIELD_PARAM } from './field-param';

const SEO_PREFIX = 'seo/';
const SETTINGS_DOCUMENT = 'settings';
/** A service's public address ends in its slug: `/services/{slug}`, `/bn/services/{slug}`. */
const SERVICE_PAGE = /\/services\/([^/?#]+)$/;

function editorOf(finding: Pick<SiteHealthFinding, 'document' | 'page'>): string | null {
  if (finding.document === SETTINGS_DOCUMENT) return ADMIN_PATHS.settings;
  if (finding.document.startsWith(SEO_PREFIX)) {
    const key = finding.document.slice(SEO_PREFIX.length);
    return `${seoScreen(key)}?${OPEN_SEO_PARAM}=${key}`;
  }
  if (finding.document === SERVICES_DOCUMENT) {
    const slug = SERVICE_PAGE.exec(finding.page)?.[1];
    return slug ? `${ADMIN_PATHS.services}/${slug}` : ADMIN_PATHS.services;
  }
  return draftEditorPath(finding.document);
}

/**
 * The editor address that opens `finding`'s document at its field, in its language (the default
 * language's address names none); null for a document this editor does not know.
 */
export function fixLink(
  finding: Pick<SiteHealthFinding, 'document' | 'page' | 'field' | 'locale'>,
  defaultLocale: string | null,
): string | null {
  const editor = editorOf(finding);
  if (!editor) return null;
  const located = finding.locale === defaultLocale ? editor : withLocale(editor, finding.locale);
  return finding.field
    ? `${located}${located.includes('?') ? '&' : '?'}${FIELD_PARAM}=${encodeURIComponent(finding.field)}`
    : located;
}
