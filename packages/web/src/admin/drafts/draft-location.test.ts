import { describe, expect, it } from 'vitest';
import { draftEditorPath } from './draft-location';

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
