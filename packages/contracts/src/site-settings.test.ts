// The site settings are one schema with its facts beside it: the defaults are the schema's own, the
// editor's options name only fields the schema has, and the form
// shape the editor draws is every field of the schema with the input its builder gives.
import { describe, expect, it } from 'vitest';
import { formShape } from './form-shape.js';
import { DEFAULT_TITLE_TEMPLATE } from './seo-rules.js';
import { SETTINGS_DEFAULTS, SITE_SETTINGS, siteSettingsSchema, TITLE_TEMPLATE_ERROR } from './site-settings.js';

describe('the site settings document', () => {
  it('reads as its defaults when nothing is given: every setting automatic, the default title template', () => {
    expect(SETTINGS_DEFAULTS).toEqual({
      site_name: '',
      title_template: DEFAULT_TITLE_TEMPLATE,
      default_description: '',
      default_image: '',
      favicon: '',
      languages: [{ code: 'en', name: 'English' }],
    });
    expect(SITE_SETTINGS.defaults).toBe(SETTINGS_DEFAULTS);
  });

  it('gives the editor a field per setting, in the schema’s order, with its builder’s input', () => {
    const shape = formShape(siteSettingsSchema);
    expect(shape.type).toBe('group');
    const fields = shape.type === 'group' ? shape.fields : [];
    expect(fields.map((f) => f.key)).toEqual(Object.keys(siteSettingsSchema.shape));
    expect(Object.fromEntries(fields.map((f) => [f.key, f.node.type === 'field' ? f.node.kind : f.node.type]))).toEqual({
      site_name: 'text',
      title_template: 'text',
      default_description: 'longText',
      default_image: 'image',
      favicon: 'image',
      languages: 'list',
    });
  });

  it('names only settings the schema has in its editor options', () => {
    const known = Object.keys(siteSettingsSchema.shape);
    const { categories = {}, labels = {}, hints = {} } = SITE_SETTINGS.editor;
    for (const key of [...Object.keys(categories), ...Object.keys(labels), ...Object.keys(hints)])
      expect(known, key).toContain(key);
  });

  it('keeps the rules the hand-written schema had', () => {
    expect(siteSettingsSchema.safeParse({ default_description: 'x'.repeat(1000) }).success).toBe(true);
    expect(siteSettingsSchema.safeParse({ default_description: 'x'.repeat(1001) }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ site_name: 'x'.repeat(101) }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ title_template: '' }).success).toBe(true);
    expect(siteSettingsSchema.safeParse({ title_template: '{site_name}' }).error?.issues[0]?.message).toBe(TITLE_TEMPLATE_ERROR);
    expect(siteSettingsSchema.safeParse({ favicon: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ other: 'x' }).success).toBe(false);
  });
});
