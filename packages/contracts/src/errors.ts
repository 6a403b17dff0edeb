// The error answers of the API. Each 4xx carries one sentence a person can act on.
import { z } from 'zod';

/** Section and service writes: 400 {error, issues}. */
export const validationErrorSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** Auth failures and other errors: {detail} (Djoser's shape). */
export const detailErrorSchema = z.object({ detail: z.string() });

/** Djoser field errors: {field: [message]}. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** Generic error body for anything else (404, 413, 429 ...). */
export const errorSchema = z.object({ error: z.string() });
