// The address a page is rendered and cached under, and the query a page's redirect keeps.
import { describe, expect, it } from 'vitest';
import { renderedAddress, withQueryOf } from './page-url.js';

describe('renderedAddress', () => {
  it('is the path alone when pages read no parameter', () => {
    expect(renderedAddress('/?utm_source=x&fbclid=1')).toBe('/');
    expect(renderedAddress('/about?')).toBe('/about');
    expect(renderedAddress('/about')).toBe('/about');
  });

  it('keeps the parameters pages read, in their declared order, and drops the rest', () => {
    expect(renderedAddress('/gallery?utm_x=1&p=2&a=b&p=3', ['a', 'p'])).toBe('/gallery?a=b&p=2&p=3');
    expect(renderedAddress('/gallery?utm_x=1', ['p'])).toBe('/gallery');
  });

  it('never reads the path as a URL: two leading slashes stay a path', () => {
    expect(renderedAddress('//evil.example/x?y=1')).toBe('//evil.example/x');
  });
});

describe('withQueryOf', () => {
  it("adds the request's query to a redirect's target", () => {
    expect(withQueryOf('/jobs', '/careers?utm_source=mail&x=%20y')).toBe('/jobs?utm_source=mail&x=%20y');
    expect(withQueryOf('/jobs#top', '/careers?a=1')).toBe('/jobs?a=1#top');
    expect(withQueryOf('/jobs', '/careers')).toBe('/jobs');
    expect(withQueryOf('/jobs?own=1', '/careers?a=1')).toBe('/jobs?own=1');
  });
});
