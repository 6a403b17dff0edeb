import { describe, expect, it } from 'vitest';
import { getSection } from '@site/contracts';
import {
  formValuesOf,
  isUntranslated,
  needsTranslation,
  translatableFields,
  translationBody,
  untranslatedCount,
} from './translation-form';

const schema = getSection('homeServices').schema;
const base = {
  ...getSection('homeServices').defaults,
  title: 'Our services',
  description: 'We clean.',
  bgColor: '#112233',
  services: [
    { title: 'Offices', description: 'Desks and floors.' },
    { title: 'Homes', description: '' },
  ],
};

describe('a translation’s form', () => {
  it('holds the translatable fields only, by list position, each with the default language’s value', () => {
    const fields = translatableFields(schema, base);
    expect(fields.map((f) => [f.path, f.label, f.base])).toEqual([
      ['title', 'Title', 'Our services'],
      ['description', 'Description', 'We clean.'],
      ['services.0.title', 'Services 1 · Title', 'Offices'],
      ['services.0.description', 'Services 1 · Description', 'Desks and floors.'],
      ['services.1.title', 'Services 2 · Title', 'Homes'],
      ['services.1.description', 'Services 2 · Description', ''],
    ]);
  });

  it('starts empty where the read fell back, and sends only what it translates, an untranslated item as {}', () => {
    const fields = translatableFields(schema, base);
    const read = { ...base, title: 'পরিষেবা', services: [base.services[0], { ...base.services[1], title: 'বাড়ি' }] };
    const values = formValuesOf(fields, read, ['description', 'services.0.title', 'services.0.description']);
    expect(values).toEqual({
      title: 'পরিষেবা',
      description: '',
      services: [
        { title: '', description: '' },
        { title: 'বাড়ি', description: '' },
      ],
    });
    expect(translationBody(fields, values)).toEqual({ title: 'পরিষেবা', services: [{}, { title: 'বাড়ি' }] });
    // A blank text falls back like an empty one; nothing translated sends nothing.
    expect(translationBody(fields, { ...values, title: '   ' })).toEqual({ services: [{}, { title: 'বাড়ি' }] });
    expect(
      translationBody(
        fields,
        formValuesOf(
          fields,
          base,
          fields.map((f) => f.path),
        ),
      ),
    ).toEqual({});
    expect(isUntranslated(fields[1]!, values)).toBe(true);
  });

  it('counts the texts still to translate as the form changes, and Copy from fills every field', () => {
    const fields = translatableFields(schema, base);
    const empty = formValuesOf(
      fields,
      base,
      fields.map((f) => f.path),
    );
    // Five texts in the default language (the second service has no description).
    expect(untranslatedCount(schema, base, empty)).toBe(5);
    expect(untranslatedCount(schema, base, { ...empty, title: 'পরিষেবা' })).toBe(4);
    const copied = formValuesOf(fields, { ...base, title: 'Nos services' });
    expect(copied).toMatchObject({
      title: 'Nos services',
      description: 'We clean.',
      services: [{ title: 'Offices' }, { title: 'Homes' }],
    });
    expect(untranslatedCount(schema, base, copied)).toBe(0);
  });
});

describe('what a translation’s form counts and filters as needing translation', () => {
  const hero = getSection('hero');
  const pictured = {
    ...hero.defaults,
    title: 'Welcome',
    description: 'We clean.',
    ctaText: 'Call us',
    ctaLink: '/contact',
    image1: '/media/office.png',
  };

  it('counts and shows the texts only: an image or link left to follow the default is shared', () => {
    const fields = translatableFields(hero.schema, pictured);
    expect(fields.map((f) => f.kind)).toEqual(expect.arrayContaining(['image', 'link', 'text']));
    const empty = formValuesOf(
      fields,
      pictured,
      fields.map((f) => f.path),
    );
    const texts = fields.filter((f) => ['text', 'longText', 'richText'].includes(f.kind) && !isUntranslated(f, pictured));
    expect(untranslatedCount(hero.schema, pictured, empty)).toBe(texts.length);
    const needed = fields.filter((f) => needsTranslation(f, empty, pictured)).map((f) => f.path);
    expect(needed).toEqual(texts.map((f) => f.path));
    expect(needed).not.toContain('image1');
    expect(needed).not.toContain('ctaLink');
    // Translating the texts leaves nothing to count or show, whatever the pictures and links do.
    const translated = { ...empty, ...Object.fromEntries(texts.map((f) => [f.path, 'অনুবাদ'])) };
    expect(untranslatedCount(hero.schema, pictured, translated)).toBe(0);
    expect(fields.filter((f) => needsTranslation(f, translated, pictured))).toEqual([]);
  });
});
