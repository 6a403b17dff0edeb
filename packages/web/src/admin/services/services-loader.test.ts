import { describe, expect, it } from 'vitest';
import { servicesShouldRevalidate } from './services-loader';

const decide = (from: string, to: string) =>
  servicesShouldRevalidate({
    currentUrl: new URL(from, 'http://admin'),
    nextUrl: new URL(to, 'http://admin'),
    defaultShouldRevalidate: true,
  } as Parameters<typeof servicesShouldRevalidate>[0]);

describe('when the Services Manager reads the list again', () => {
  it('not between tabs, nor on a reload in the default language, whose form owns the list', () => {
    expect(decide('/admin/services', '/admin/services/cleaning')).toBe(false);
    expect(decide('/admin/services/cleaning', '/admin/services/cleaning')).toBe(false);
    expect(decide('/admin/services?locale=bn', '/admin/services/cleaning?locale=bn')).toBe(false);
  });

  it('for another language, and for a reload in a language (after its translation is saved)', () => {
    expect(decide('/admin/services', '/admin/services?locale=bn')).toBe(true);
    expect(decide('/admin/services?locale=bn', '/admin/services?locale=ar')).toBe(true);
    expect(decide('/admin/services?locale=bn', '/admin/services?locale=bn')).toBe(true);
    expect(decide('/admin/services', '/admin/home')).toBe(true);
  });
});
