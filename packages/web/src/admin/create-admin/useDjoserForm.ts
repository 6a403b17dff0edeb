// A form sent to the auth API, whose refusals come in Djoser's shape: each field's sentences go on its
// input (the first one focused), the rest above the button, the first in a toast; a 401 ends the
// session; a success toasts and empties the form. The Create Admin and Change password forms use it.
import { useId, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { RequestFailedError, refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { djoserErrors } from './djoser-errors';

interface Options<V extends FieldValues> {
  fields: readonly (Path<V> & string)[];
  empty: V;
  resolver?: Resolver<V>;
  send: (values: V) => Promise<unknown>;
  success: string;
  /** Statuses whose body is a Djoser refusal (400; the login throttle's 429 where it applies). */
  refusals?: readonly number[];
  /** What the console says when the request failed otherwise. */
  failure: string;
}

export function useDjoserForm<V extends FieldValues>({
  fields,
  empty,
  resolver,
  send,
  success,
  refusals = [400],
  failure,
}: Options<V>) {
  const endSession = useEndSessionOnUnauthorized();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<V>({ defaultValues: empty as DefaultValues<V>, resolver });
  // One toast per form: a success replaces the refusal of an earlier try instead of stacking on it.
  const toastId = useId();

  function showRefusal(error: unknown) {
    if (error instanceof RequestFailedError && refusals.includes(error.status)) {
      const refusal = djoserErrors(error.body, fields);
      fields
        .filter((field) => refusal.fields[field])
        .forEach((field, i) =>
          form.setError(field, { type: 'server', message: refusal.fields[field]?.join(' ') }, { shouldFocus: i === 0 }),
        );
      setFormErrors(refusal.form);
      toast.error(refusal.first ?? error.message, { id: toastId });
      return;
    }
    console.error(failure, error);
    toast.error(refusalMessage(error, 'The server could not be reached. Please try again.'), { id: toastId });
  }

  async function onValid(values: V) {
    setFormErrors([]);
    try {
      await send(values);
    } catch (error) {
      if (!endSession(error)) showRefusal(error);
      return;
    }
    toast.success(success, { id: toastId });
    form.reset(empty);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid)(event);
  return { form, formErrors, onSubmit };
}
