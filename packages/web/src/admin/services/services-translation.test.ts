import { translationProgress, type Service } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, translationBody } from '../languages/translation-form';
import { formTranslation, servicesFields, servicesFormSchema, storedTranslation } from './services-translation';

const service = (id: string, title: string, features: { title: string; description: string }[] = []) =>
  ({
    _id: id,
    slug: title.toLowerCase(),
    title,
    tagline: `${title} tagline`,
    description: '',
    heroImage: '',
    altText: '',
    featuresDescription: '',
    heroBgColor: '#112233',
    features,
  }) as unknown as Service;

const services = [service('a1', 'Cleaning', [{ title: 'Fast', description: 'Quick' }]), service('b2', 'Security')];

describe('the services list in the translation dialog', () => {
  it('names each field after its service and leaves out ids, slugs and colours', () => {
    const fields = servicesFields(services);
    const labels = fields.map((f) => f.label);
    expect(labels).toContain('Cleaning · Title');
    expect(labels).toContain('Cleaning · Features 1 · Description');
    expect(labels).toContain('Security · Tagline');
    expect(fields.map((f) => f.path)).not.toEqual(expect.arrayContaining([expect.stringMatching(/slug|_id|Color/)]));
    expect(fields.find((f) => f.path === 'services.1.title')?.base).toBe('Security');
  });

  it('saves an entry per translated service by _id, and opens a stored translation at each service’s place', () => {
    const fields = servicesFields(services);
    const values = formValuesOf(fields, { services: [] });
    (values.services as Values[])[1]!.title = 'নিরাপত্তা';
    ((values.services as Values[])[0]!.features as Values[])[0]!.description = 'দ্রুত';
    const body = translationBody(fields, values);
    const stored = storedTranslation(services, body);
    expect(stored).toEqual([
      { _id: 'a1', features: [{ description: 'দ্রুত' }] },
      { _id: 'b2', title: 'নিরাপত্তা' },
    ]);
    // Stored in another order (a reorder since): each entry still opens on its service.
    const reopened = formValuesOf(fields, formTranslation(services, [...stored].reverse()));
    expect(reopened).toEqual(values);
    expect(translationProgress(servicesFormSchema, { services }, body)).toMatchObject({ translated: 2 });
  });
});

type Values = Record<string, unknown>;
