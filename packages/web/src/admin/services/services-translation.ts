// The services list as a translation dialog's subject. The form lays the list out as the default
// language has it (`services.{i}.title`, each field named after its service: "Cleaning · Title");
// the API keeps a translation as an entry per translated service by its `_id`, so a save maps the
// form's positions to ids and a stored translation (its draft, a version of its history) maps back.
import {
  SERVICE_IMAGE_CATEGORY,
  SERVICES_DOCUMENT,
  serviceListTextsSchema,
  translate,
  type Service,
  type ServicesTranslation,
} from '@site/contracts';
import { listServicesIn, saveServicesTranslation } from '../api/services';
import { translatableFields, type TranslatableField, type Values } from '../languages/translation-form';
import type { ReadIn, TranslationSubject } from '../languages/TranslationDialog';

/** The form's values: the list under `services`, each service's texts. */
export const servicesFormSchema = serviceListTextsSchema;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const serviceName = (service: Service | undefined, index: number) => service?.title.trim() || `Service ${index + 1}`;

/** The fields a language may translate, each named after its service rather than its position. */
export function servicesFields(services: readonly Service[]): TranslatableField[] {
  return translatableFields(servicesFormSchema, { services }).map((field) => {
    const index = Number(field.path.split('.')[1]);
    return { ...field, label: field.label.replace(/^Services \d+/, serviceName(services[index], index)) };
  });
}

/** The API's translation from the form's body: an entry per service the form translates, by _id. */
export function storedTranslation(services: readonly Service[], body: Values): ServicesTranslation {
  const items = Array.isArray(body.services) ? (body.services as unknown[]) : [];
  return services.flatMap((service, index) => {
    const item = items[index];
    return isRecord(item) && Object.keys(item).length ? [{ ...item, _id: service._id }] : [];
  });
}

/** The form's body from a stored translation: each service's entry in the list's order, `{}` for none. */
export function formTranslation(services: readonly Service[], stored: unknown): Values {
  const entries = Array.isArray(stored) ? stored.filter(isRecord) : [];
  return {
    services: services.map((service) => {
      const { _id: _ignored, ...texts } = entries.find((entry) => entry._id === service._id) ?? {};
      return texts;
    }),
  };
}

/** The list read in a language as the form's values, its fallbacks named by the form's paths. */
async function readServicesIn(code: string): Promise<ReadIn> {
  const { data, etag } = await listServicesIn(code);
  const fallback = data.flatMap((service, index) => (service.fallback ?? []).map((path) => `services.${index}.${path}`));
  return { document: { services: data.map(({ fallback: _ignored, ...service }) => service) }, fallback, etag };
}

/** The services list (`services`, the default language's) as the subject of its translation dialog. */
export function servicesSubject(services: readonly Service[]): TranslationSubject {
  return {
    label: 'Services',
    path: SERVICES_DOCUMENT,
    merge: (data, layers) => translate(servicesFormSchema, data, layers),
    fields: servicesFields(services),
    read: readServicesIn,
    save: (code, stored, basedOn) => saveServicesTranslation(code, stored as ServicesTranslation, basedOn),
    toStored: (body) => storedTranslation(services, body),
    fromStored: (stored) => formTranslation(services, stored),
    failure: 'The services could not be saved.',
    category: SERVICE_IMAGE_CATEGORY,
    uploadFailure: 'Image upload failed',
  };
}
