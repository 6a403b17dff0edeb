// Managing admin accounts, in Djoser's shapes: the list of admins, removing one, and changing one's
// own password (`users/set_password/`) or email (`users/me/`). The change-password form and the server share these schemas.
import { z } from 'zod';
import {
  FIELD_REQUIRED,
  createUserInputSchema,
  givenPasswordSchema,
  newPasswordSchema,
  roleInputSchema,
  userSchema,
} from './auth.js';

/** Djoser's answer to a wrong current password. */
export const INVALID_PASSWORD = 'Invalid password.';
/** Djoser's answer when the retyped password differs. */
export const PASSWORD_MISMATCH = "The two password fields didn't match.";
export const CANNOT_REMOVE_SELF = 'You cannot remove your own account; another admin can.';
export const CANNOT_REMOVE_LAST_ADMIN = 'The last admin cannot be removed; create another admin first.';
export const CANNOT_DEMOTE_LAST_ADMIN = 'The last admin cannot be given another role; make another account an admin first.';
export const noAdminWithId = (id: number) => `There is no admin with the id ${id}.`;

/** One admin as the Admins screen lists it; times are ISO 8601, last_login null before the first login. */
export const adminSchema = userSchema.extend({
  date_joined: z.string(),
  last_login: z.string().nullable(),
  /** Whether the account signs in with a second factor (an admin may reset it). */
  two_factor: z.boolean(),
});
export type Admin = z.infer<typeof adminSchema>;

const passwordChange = {
  current_password: givenPasswordSchema,
  new_password: newPasswordSchema,
};

const retypedMatches = (v: { new_password: string; re_new_password?: string | undefined }) =>
  v.re_new_password === undefined || v.re_new_password === v.new_password;
const mismatch = { path: ['re_new_password'], error: PASSWORD_MISMATCH };

/** The API's body: the retyped password is optional (Djoser's SET_PASSWORD_RETYPE), checked when sent. */
export const setPasswordInputSchema = z
  .strictObject({ ...passwordChange, re_new_password: z.string({ error: FIELD_REQUIRED }).optional() })
  .refine(retypedMatches, mismatch);
export type SetPasswordInput = z.input<typeof setPasswordInputSchema>;

/** The editor's form: the same rules, with the retyped password required. */
export const changePasswordFormSchema = z
  .strictObject({ ...passwordChange, re_new_password: givenPasswordSchema })
  .refine(retypedMatches, mismatch);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Changing one's own email (Djoser's `PATCH users/me/`): the same rule as a new admin's email. */
export const setOwnEmailInputSchema = z.strictObject({ email: createUserInputSchema.shape.email });
export type SetOwnEmailInput = z.input<typeof setOwnEmailInputSchema>;

/** Changing an account's role (`PATCH users/{id}/`, admins only). */
export const changeRoleInputSchema = z.strictObject({ role: roleInputSchema });
export type ChangeRoleInput = z.input<typeof changeRoleInputSchema>;
