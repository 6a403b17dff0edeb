// The links a page draws: to an address of this site that answers no page (a deleted page or
// service, a typo), to another site that failed when last checked, and mail and phone links that
// are malformed. Each is named by the field that holds the address where one does (a language's
// page draws the default language's address under its prefix: `/bn/about` for `/about`).
import type { SiteHealthFinding } from '@site/contracts';
import { fieldsHolding, findingOn, type CheckedPage } from './checked-page.js';
import type { PageMarkup } from './page-markup.js';

export type LinkKind = 'internal' | 'external' | 'mailto' | 'tel' | 'other';

export function linkKind(href: string): LinkKind {
  if (/^https?:\/\//i.test(href)) return 'external';
  if (/^mailto:/i.test(href)) return 'mailto';
  if (/^tel:/i.test(href)) return 'tel';
  if (href.startsWith('/') && !/^[/\\]{2}/.test(href)) return 'internal';
  return 'other';
}

const MAILBOX = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$/;

/** Why a mailto: or tel: link is malformed, or null when it is fine. */
export function badLinkProblem(href: string): string | null {
  const kind = linkKind(href);
  if (kind === 'mailto') {
    const [to = ''] = href.slice('mailto:'.length).split('?');
    let addresses: string[];
    try {
      addresses = decodeURIComponent(to)
        .split(',')
        .map((a) => a.trim());
    } catch {
      return `The email link "${href}" is not a valid address.`;
    }
    const wrong = addresses.find((a) => !MAILBOX.test(a));
    if (wrong !== undefined)
      return wrong
        ? `The email link "${href}" has "${wrong}", which is no email address.`
        : `The email link "${href}" names no address.`;
    return null;
  }
  if (kind === 'tel') {
    const number = decodeURIComponent(href.slice('tel:'.length).replace(/%(?![0-9a-f]{2})/gi, ''));
    if (!/^\+?[\d\s().-]+$/.test(number) || (number.match(/\d/g) ?? []).length < 3) {
      return `The phone link "${href}" is not a phone number: use digits, spaces and - . ( ), with + before a country code.`;
    }
    return null;
  }
  return null;
}

/** The path of an internal link, without its query or fragment. */
export const linkPath = (href: string) => href.split(/[?#]/)[0] || '/';

/** The field that holds a link's address on `page`, trying the address without the language's prefix too. */
function linkField(page: CheckedPage, href: string) {
  const prefix = `/${page.locale}/`;
  const unprefixed = href.startsWith(prefix) ? `/${href.slice(prefix.length)}` : href === `/${page.locale}` ? '/' : undefined;
  return (
    fieldsHolding(page.documents, href)[0] ??
    (unprefixed !== undefined ? fieldsHolding(page.documents, unprefixed)[0] : undefined) ?? { document: page.main, field: null }
  );
}

/** What an outside address answered when last checked. */
export interface LinkCheck {
  url: string;
  ok: boolean;
  status: number | null;
  error: string | null;
  checkedAt: string;
}

export interface LinkLookups {
  /** Whether this site answers a page (or a redirect) at the path. */
  isSiteAddress(path: string): boolean;
  /** The last check of an outside address, if it has one. */
  checkOf(url: string): LinkCheck | undefined;
}

export function linkFindings(page: CheckedPage, markup: PageMarkup, lookups: LinkLookups): SiteHealthFinding[] {
  const findings: SiteHealthFinding[] = [];
  for (const href of new Set(markup.links.map((link) => link.href.trim()))) {
    const kind = linkKind(href);
    if (kind === 'mailto' || kind === 'tel') {
      const problem = badLinkProblem(href);
      if (problem) findings.push(findingOn(page, 'bad-link', linkField(page, href), problem, { link: { url: href } }));
    } else if (kind === 'internal') {
      if (lookups.isSiteAddress(linkPath(href))) continue;
      findings.push(
        findingOn(
          page,
          'broken-link',
          linkField(page, href),
          `The link to ${href} leads to no page of this site (it answers 404).`,
          {
            link: { url: href, status: 404 },
          },
        ),
      );
    } else if (kind === 'external') {
      const check = lookups.checkOf(href);
      if (!check || check.ok) continue;
      const answered =
        check.status !== null ? `answered ${check.status}` : `could not be reached (${check.error ?? 'no answer'})`;
      findings.push(
        findingOn(
          page,
          'broken-external-link',
          linkField(page, href),
          `The link to ${href} ${answered} when checked on ${check.checkedAt.slice(0, 10)}.`,
          {
            link: { url: href, status: check.status, checked_at: check.checkedAt },
          },
        ),
      );
    }
  }
  return findings;
}

/** The outside addresses a page links to. */
export const externalLinks = (markup: PageMarkup) =>
  markup.links.map((link) => link.href.trim()).filter((href) => linkKind(href) === 'external');
