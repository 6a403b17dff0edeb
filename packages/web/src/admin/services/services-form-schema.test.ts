import { describe, expect, it } from 'vitest';
import { newService } from './service-list';
import { servicesFormSchema } from './services-form-schema';

const validate = async (value: unknown) => servicesFormSchema['~standard'].validate(value);

describe('servicesFormSchema', () => {
  it("names each problem by the form's field (services.{i}.…), with the contract's words", async () => {
    const result = await validate({ services: [newService(0), { ...newService(1), title: ' ', slug: 'Bad Slug' }] });
    expect(
      result.issues?.map((i) => [
        i.path?.map((key) => (typeof key === 'object' ? String(key.key) : String(key))).join('.'),
        i.message,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['services.1.slug', 'A slug may only hold lower-case letters, digits and hyphens.'],
        ['services.1.title', 'Every service needs a title.'],
      ]),
    );
  });

  it('gives the list as the server reads it when it is valid', async () => {
    const result = await validate({ services: [{ ...newService(0), _id: 'abc' }] });
    expect(result.issues).toBeUndefined();
    expect(result).toMatchObject({ value: { services: [{ _id: 'abc', title: 'New Service 1', slug: '', features: [] }] } });
  });
});
