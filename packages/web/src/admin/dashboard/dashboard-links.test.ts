import { describe, expect, it } from 'vitest';
import { documentLink, messageLink } from './dashboard-links';

const line = (path: string, kind: Parameters<typeof documentLink>[0]['kind'], locale = 'en', translation = false) => ({
  path,
  kind,
  locale,
  translation,
});

describe('documentLink', () => {
  it("opens a section's page editor on the section, in the translation's language", () => {
    expect(documentLink(line('home/hero', 'section'))).toBe('/admin/home?section=hero');
    expect(documentLink(line('about/team', 'section', 'bn', true))).toBe('/admin/about?section=team&locale=bn');
  });

  it('opens the Services Manager, an editor-built page and the site settings', () => {
    expect(documentLink(line('services', 'services'))).toBe('/admin/services');
    expect(documentLink(line('custom-pages/careers', 'page', 'bn', true))).toBe('/admin/pages/careers?locale=bn');
    expect(documentLink(line('settings', 'settings'))).toBe('/admin/settings');
  });

  it("opens the SEO panel on the page's screen", () => {
    expect(documentLink(line('seo/home', 'seo'))).toBe('/admin/home?seo=home');
    expect(documentLink(line('seo/about/team', 'seo'))).toBe('/admin/about?seo=about/team');
    expect(documentLink(line('seo/services/cleaning', 'seo', 'bn', true))).toBe(
      '/admin/services?seo=services/cleaning&locale=bn',
    );
    expect(documentLink(line('seo/careers', 'seo'))).toBe('/admin/pages/careers?seo=careers');
  });

  it('knows no editor for a section the registry does not have', () => {
    expect(documentLink(line('home/gone', 'section'))).toBeNull();
  });
});

describe('messageLink', () => {
  it('opens the message in the inbox', () => {
    expect(messageLink(12)).toBe('/admin/messages-list?message=12');
  });
});
