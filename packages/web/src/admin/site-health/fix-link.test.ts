import { describe, expect, it } from 'vitest';
import { fixLink } from './fix-link';

const finding = (document: string, field: string | null, page = '/', locale = 'en') => ({ document, field, page, locale });

describe('fixLink', () => {
  it('opens a section on its page editor at the field', () => {
    expect(fixLink(finding('home/hero', 'image'), 'en')).toBe('/admin/home?section=hero&field=image');
    expect(fixLink(finding('about/team', 'members.1.photo', '/about'), 'en')).toBe(
      '/admin/about?section=team&field=members.1.photo',
    );
  });

  it('names the language of a translation, not the default one', () => {
    expect(fixLink(finding('home/hero', 'title', '/bn', 'bn'), 'en')).toBe('/admin/home?section=hero&locale=bn&field=title');
  });

  it('opens the Services Manager on the service its page shows', () => {
    expect(fixLink(finding('services', 'services.2.image', '/services/web-design'), 'en')).toBe(
      '/admin/services/web-design?field=services.2.image',
    );
    expect(fixLink(finding('services', null, '/services'), 'en')).toBe('/admin/services');
  });

  it('opens an editor-built page, a page’s SEO panel and the settings at the field', () => {
    expect(fixLink(finding('custom-pages/careers', 'blocks.0.data.title', '/careers'), 'en')).toBe(
      '/admin/pages/careers?field=blocks.0.data.title',
    );
    expect(fixLink(finding('seo/about', 'title', '/about'), 'en')).toBe('/admin/about?seo=about&field=title');
    expect(fixLink(finding('settings', 'contact_email'), 'en')).toBe('/admin/settings?field=contact_email');
  });

  it('leaves a document this editor does not know unlinked', () => {
    expect(fixLink(finding('nothing/here', 'x'), 'en')).toBeNull();
  });
});
