import { describe, expect, it } from 'vitest';
import { SEO_DEFAULTS } from '@site/contracts';
import type { CheckedPage } from './checked-page.js';
import { badLinkProblem, linkFindings, linkKind, type LinkCheck } from './links.js';
import type { PageMarkup } from './page-markup.js';

describe('badLinkProblem', () => {
  it.each([
    'mailto:info@example.com',
    'mailto:a@example.com,b@example.org?subject=Hi',
    'tel:+880 1711-000000',
    'tel:(02) 555 1234',
  ])('passes %s', (href) => expect(badLinkProblem(href)).toBeNull());
  it.each(['mailto:', 'mailto:info@', 'mailto:info example.com', 'tel:', 'tel:call-us', 'tel:12'])('finds %s malformed', (href) =>
    expect(badLinkProblem(href)).toMatch(/link/),
  );
});

describe('linkKind', () => {
  it('tells the kinds apart', () => {
    expect(['/about', '//evil.example', 'https://a.example', 'mailto:x', 'tel:1', '#top'].map(linkKind)).toEqual([
      'internal',
      'other',
      'external',
      'mailto',
      'tel',
      'other',
    ]);
  });
});

describe('linkFindings', () => {
  const page: CheckedPage = {
    key: 'about',
    page: '/bn/about',
    locale: 'bn',
    main: 'about/about1',
    seo: SEO_DEFAULTS,
    html: '',
    documents: [
      {
        document: 'about/about1',
        prefix: '',
        data: { buttonLink: '/old-page', partner: 'https://down.example/', mail: 'mailto:x@' },
      },
    ],
  };
  const links = (...hrefs: string[]): PageMarkup => ({
    title: '',
    description: '',
    headings: [],
    images: [],
    links: hrefs.map((href) => ({ href, text: '', inNavbar: false })),
  });
  const failed: LinkCheck = {
    url: 'https://down.example/',
    ok: false,
    status: 503,
    error: null,
    checkedAt: '2026-01-02T03:04:05.000Z',
  };
  const lookups = {
    isSiteAddress: (path: string) => ['/bn/about', '/bn/'].includes(path),
    checkOf: (url: string) => (url === failed.url ? failed : undefined),
  };

  it('finds a link to no page, a failed outside link and a malformed mail link, at their fields', () => {
    const found = linkFindings(
      page,
      links('/bn/about?x=1#top', '/bn/old-page', 'https://down.example/', 'https://fine.example/', 'mailto:x@'),
      lookups,
    );
    expect(found.map((f) => [f.kind, f.field, f.link])).toEqual([
      ['broken-link', 'buttonLink', { url: '/bn/old-page', status: 404 }],
      ['broken-external-link', 'partner', { url: 'https://down.example/', status: 503, checked_at: failed.checkedAt }],
      ['bad-link', 'mail', { url: 'mailto:x@' }],
    ]);
    expect(found[1]!.message).toBe('The link to https://down.example/ answered 503 when checked on 2026-01-02.');
  });
});
