// Auth shapes, Djoser-compatible (the original editor's auth API).
import { z } from 'zod';
import { ROLES, roleSchema } from './roles.js';

export const FIELD_REQUIRED = 'This field is required.';
export const LOGIN_FAILED = 'Unable to log in with provided credentials.';
export const NO_CREDENTIALS = 'Authentication credentials were not provided.';
export const INVALID_TOKEN = 'Invalid token.';
export const USERNAME_TAKEN = 'A user with that username already exists.';
export const PASSWORD_MIN = 8;

const requiredString = (max: number) =>
  z
    .string({ error: FIELD_REQUIRED })
    .min(1, { error: FIELD_REQUIRED })
    .max(max, {
      error: `Ensure this field has no more than ${max} characters.`,
    });

/** The strength rule of every new password: creating an admin, changing one's own, the CLI. */
export const newPasswordSchema = requiredString(128)
  .min(PASSWORD_MIN, { error: `This password is too short. It must contain at least ${PASSWORD_MIN} characters.` })
  .refine((p) => !/^\d+$/.test(p), { error: 'This password is entirely numeric.' });

/** Any password being checked rather than set (a login, the current password): only present and bounded. */
export const givenPasswordSchema = requiredString(128);

export const loginInputSchema = z.object({
  username: requiredString(150),
  password: givenPasswordSchema,
});

export const userSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string(), role: roleSchema });
export type User = z.infer<typeof userSchema>;

export const loginAnswerSchema = z.object({ auth_token: z.string(), user: userSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const INVALID_ROLE = 'Choose a role: admin, editor or author.';
/** A role chosen for an account (on creating it or changing it). */
export const roleInputSchema = z.enum(ROLES, { error: INVALID_ROLE });

// Usernames are unique regardless of case ("Admin" is "admin"): the server compares them folded.
export const createUserInputSchema = z.strictObject({
  username: requiredString(150).regex(/^[\w.@+-]+$/, {
    error: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  }),
  email: requiredString(254).pipe(z.email({ error: 'Enter a valid email address.' })),
  password: newPasswordSchema,
  /** Admin when not given, as before accounts had roles. */
  role: roleInputSchema.optional(),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;
