import { describe, expect, it } from 'vitest';
import { draftEditorPath, draftName, draftPlace } from './draft-location';

describe('draftEditorPath', () => {
  it("opens a section's draft in its page editor, on the section", () => {
    expect(draftEditorPath('home/hero')).toBe('/admin/home?section=hero');
  });

  it('opens the services list in the Services Manager', () => {
    expect(draftEditorPath('services')).toBe('/admin/services');
  });

  it("opens an editor-built page's draft in that page's editor", () => {
    expect(draftEditorPath('custom-pages/careers')).toBe('/admin/pages/careers');
  });

  it('knows no editor for an unknown document', () => {
    expect(draftEditorPath('nowhere/else')).toBeNull();
  });
});

describe('draftName', () => {
  it("names a section's draft by its label, its words and its page", () => {
    expect(draftPlace('home/hero')).toBe('On the home page');
    expect(draftName({ path: 'home/hero', label: 'Hero', excerpt: 'Welcome to Meridian' })).toBe(
      'Hero — Welcome to Meridian, on the home page',
    );
    expect(draftName({ path: 'layout/navbar', label: 'Navbar', excerpt: null })).toBe('Navbar, on every page');
  });

  it("names a page's draft by its label and its blocks", () => {
    expect(draftPlace('custom-pages/careers')).toBeNull();
    expect(draftName({ path: 'custom-pages/careers', label: 'Page "Careers"', excerpt: 'Hero — Join us' })).toBe(
      'Page "Careers" — Hero — Join us',
    );
  });
});
