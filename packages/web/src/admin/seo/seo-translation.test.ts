import { SEO_DEFAULTS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, translationBody } from '../languages/translation-form';
import { seoOf, seoShownIn, seoTranslationFields, seoUntranslated } from './seo-translation';

const english = { ...SEO_DEFAULTS, title: 'Cheap offers', description: 'Every offer.', noindex: true };

describe("a page's search-engine settings in a language", () => {
  it('translates the title, description and share image, labelled as the panel labels them; never noindex', () => {
    const fields = seoTranslationFields(english);
    expect(fields.map((f) => [f.path, f.label, f.kind, f.base])).toEqual([
      ['title', 'Page title', 'text', 'Cheap offers'],
      ['description', 'Description', 'longText', 'Every offer.'],
      ['image', 'Share image', 'image', ''],
    ]);
  });

  it('counts the default language’s texts the form leaves to fall back, and sends only what is translated', () => {
    const fields = seoTranslationFields(english);
    // The read had the title translated; the description fell back (so the form starts empty there).
    const values = formValuesOf(fields, { ...english, title: 'সস্তা অফার' }, ['description']);
    expect(values).toEqual({ title: 'সস্তা অফার', description: '', image: '' });
    expect(seoUntranslated(english, fields, values)).toEqual({ untranslated: 1, total: 2 });
    expect(seoUntranslated(english, fields, { ...values, description: 'সব অফার' })).toEqual({ untranslated: 0, total: 2 });
    expect(translationBody(fields, values)).toEqual({ title: 'সস্তা অফার' });
  });

  it('previews the language’s texts over its fallback, the shared settings as the fallback has them', () => {
    const fields = seoTranslationFields(english);
    const shown = seoShownIn(english, fields, { title: 'সস্তা অফার', description: ' ', image: '' });
    expect(shown).toEqual({ ...english, title: 'সস্তা অফার' });
    expect(seoOf({ ...english, fallback: ['description'] })).toEqual(english);
  });
});
