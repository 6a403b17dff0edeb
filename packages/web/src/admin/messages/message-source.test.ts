import { describe, expect, it } from 'vitest';
import { sourceOf } from './message-source';

describe('sourceOf', () => {
  it('names the form and the page', () => {
    expect(sourceOf({ form: 'contact', page: '/contact' })).toBe('Contact form on /contact');
  });

  it('names the form alone when the page is unknown, and nothing for an older message', () => {
    expect(sourceOf({ form: 'contact', page: null })).toBe('Contact form');
    expect(sourceOf({ form: null, page: null })).toBeNull();
  });
});
