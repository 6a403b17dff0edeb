// The settings form is drawn from the schema: a field per setting and nothing else (the languages in
// a panel of their own), and a setting added to the schema is in the form with no other code (a copy
// of the schema with one more field stands for the next setting).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS, SITE_SETTINGS, siteSettingsSchema, text, type SiteSettings } from '@site/contracts';
import { useSchemaForm, type DocumentSchema, type Values } from '../form/schema-form';
import { SettingsFields } from './SettingsFields';
import { settingsNotes } from './SettingsNotes';

function Form({ schema, values, notes }: { schema: DocumentSchema; values: Values; notes?: Record<string, ReactNode> }) {
  const { form, fields } = useSchemaForm(schema, values);
  return (
    <FormProvider {...form}>
      <SettingsFields fields={fields} editor={SITE_SETTINGS.editor} notes={notes} />
    </FormProvider>
  );
}

/** The fields a form shows: the name each label is for. */
const fieldsOf = (html: string) => [...html.matchAll(/<label[^>]*for="field-([^"]+)"/g)].map((m) => m[1]);

/** The settings drawn as fields: all but the languages, which have their panel. */
const FIELD_KEYS = Object.keys(siteSettingsSchema.shape).filter((key) => key !== 'languages');

describe('the site settings form', () => {
  it('has exactly a field per setting of the schema, in its order, worded by the settings’ facts', () => {
    const html = renderToString(<Form schema={siteSettingsSchema} values={{ ...SETTINGS_DEFAULTS }} />);
    expect(fieldsOf(html)).toEqual(FIELD_KEYS);
    // The languages: the panel's list, the default first and marked so.
    expect(html).toContain('<legend');
    expect(html).toMatch(/<ul[^>]*aria-label="Languages"/);
    expect(html).toMatch(/English<\/span><span[^>]*>en<\/span><span[^>]*>Default<\/span>/);
    for (const label of ['Site name', 'Title template', 'Default description', 'Default share image', 'Favicon'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain(SITE_SETTINGS.editor.hints?.site_name?.replace(/'/g, '&#x27;'));
    // The description is a text area, the images the library's picker.
    expect(html).toMatch(/<textarea[^>]*id="field-default_description"/);
  });

  it('draws a setting added to the schema with no other code', () => {
    const next = siteSettingsSchema.extend({ footer_note: text().default('') });
    const html = renderToString(<Form schema={next} values={{ ...SETTINGS_DEFAULTS, footer_note: 'Open daily' }} />);
    expect(fieldsOf(html)).toEqual([...FIELD_KEYS, 'footer_note']);
    expect(html).toContain('>Footer note</label>');
    expect(html).toContain('value="Open daily"');
  });

  it('shows under its field what a value gives: the title a template makes, the description’s length, the saved icons', () => {
    const values: SiteSettings = {
      ...SETTINGS_DEFAULTS,
      site_name: 'Brightwell',
      default_description: 'Cleaning',
      favicon: '/media/a.png',
    };
    const html = renderToString(<Form schema={siteSettingsSchema} values={values} notes={settingsNotes(values)} />);
    expect(html).toContain('An about page&#x27;s title: <!-- -->About Us · Brightwell');
    expect(html).toContain('8 of about 160 characters shown in search results.');
    expect(html).toContain('src="/media/a-icon32.png"');
    expect(html).toMatch(/aria-describedby="field-title_template-hint field-title_template-note"/);
  });
});
