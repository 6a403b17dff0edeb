// A react-hook-form over plain values without a resolver: a translation's fields may each be empty,
// and the server checks what a save sends against the language's translation schema.
import { useForm } from 'react-hook-form';
import type { Values } from './translation-form';

export const useValuesForm = (initial: Values) => useForm<Values>({ defaultValues: initial });
