// The Services Manager's validation: the contract's list schema (the one the server applies to a
// PUT), seen from the form, whose values hold the list under `services`. Each problem's path gains
// that prefix, so react-hook-form shows it on the field it names ("services.2.title").
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { serviceListInputSchema } from '@site/contracts';
import { LIST_NAME, type ServicesForm } from './service-list';

type ListStandard = (typeof serviceListInputSchema)['~standard'];
type ListResult = Awaited<ReturnType<ListStandard['validate']>>;

/** What a valid form gives the save: the list as the server will read it. */
export type ServicesToSave = NonNullable<ListStandard['types']>['output'];

function underListName(result: ListResult) {
  if (result.issues) return { issues: result.issues.map((issue) => ({ ...issue, path: [LIST_NAME, ...(issue.path ?? [])] })) };
  return { value: { [LIST_NAME]: result.value } };
}

/** A Standard Schema over the whole form, made of the contract's list schema. */
export const servicesFormSchema = {
  '~standard': {
    version: 1 as const,
    vendor: 'site-admin',
    validate(value: unknown) {
      const list = value && typeof value === 'object' ? (value as Partial<ServicesForm>).services : undefined;
      const result = serviceListInputSchema['~standard'].validate(list);
      return result instanceof Promise ? result.then(underListName) : underListName(result);
    },
  },
};

type FormSchema = Parameters<typeof standardSchemaResolver<ServicesForm, unknown, { services: ServicesToSave }>>[0];

export const servicesResolver = () => standardSchemaResolver(servicesFormSchema as unknown as FormSchema);
