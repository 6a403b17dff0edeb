// Two-factor sign-in: an authenticator app's six-digit codes (TOTP) after the password, or one of
// ten single-use recovery codes in their place; and the setting that requires it of every account.
import { z } from 'zod';
import { FIELD_REQUIRED, loginInputSchema } from './auth.js';

export const TWO_FACTOR_RECOVERY_CODES = 10;

/** The token login's 401 while an account with two-factor sign-in has not sent its code. */
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
/** A code that is not the authenticator's current one, nor an unused recovery code, or was used already. */
export const CODE_WRONG = 'That code is not right or was already used: enter the newest code from your authenticator app.';
/** Every API answer but the setup's to an account without it while the setting requires it. */
export const TWO_FACTOR_REQUIRED = 'Two-factor sign-in is required for every account: turn it on under Account.';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on: turn it off first to set up another app.';
export const TWO_FACTOR_NOT_STARTED = 'Start the two-factor setup first: there is no secret to confirm.';
export const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on for this account.';
export const TWO_FACTOR_CANNOT_TURN_OFF = 'Two-factor sign-in is required for every account, so it cannot be turned off.';
export const TWO_FACTOR_OWN_FIRST = 'Turn on two-factor sign-in for your own account before requiring it of every account.';

/** An authenticator or recovery code as typed: spaces and dashes are left out before it is checked. */
export const twoFactorCodeSchema = z
  .string({ error: FIELD_REQUIRED })
  .max(64, { error: 'Ensure this field has no more than 64 characters.' })
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .refine((code) => code.length > 0, { error: FIELD_REQUIRED });

/** The token login: the password, and the code once the account has two-factor sign-in. */
export const tokenLoginInputSchema = loginInputSchema.extend({ code: twoFactorCodeSchema.optional() });

/** The 401 of a login that needs its code (or whose code was wrong): no token until it comes. */
export const codeRequiredAnswerSchema = z.object({ detail: z.string(), code_required: z.literal(true) });
export type CodeRequiredAnswer = z.infer<typeof codeRequiredAnswerSchema>;

export const twoFactorCodeInputSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInputSchema>;

/** The start of the setup: the secret, the URL an authenticator app reads, and its QR code as SVG. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once, when two-factor sign-in is turned on. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The signed-in account's two-factor sign-in, and whether every account must have it. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorPolicySchema = z.strictObject({ required: z.boolean({ error: 'Must be true or false.' }) });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
