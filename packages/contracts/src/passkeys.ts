// Passkeys (WebAuthn credentials) an account signs in with instead of its password: the list the
// account screen shows, the names given to them, the ceremony's bodies and the refusals' sentences.
import { z } from 'zod';
import { FIELD_REQUIRED } from './auth.js';

export const PASSKEY_NAME_MAX = 100;
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
export const PASSKEY_CHALLENGE_GONE = 'The passkey request has expired or was already answered. Please try again.';
export const PASSKEY_NOT_FOUND = 'You have no passkey with that id.';

/** One passkey as its owner sees it: never its key, only what tells it apart. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The owner's name for a passkey ("Work laptop"), trimmed. */
export const passkeyNameSchema = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, { error: 'Give the passkey a name.' })
  .max(PASSKEY_NAME_MAX, { error: `A passkey's name has at most ${PASSKEY_NAME_MAX} characters.` });

export const renamePasskeyInputSchema = z.strictObject({ name: passkeyNameSchema });

/** What the browser's WebAuthn call gives back, as @simplewebauthn/browser encodes it (base64url strings); the server checks the rest. */
const credentialResponse = <T extends z.ZodRawShape>(response: T) =>
  z.looseObject({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.looseObject(response),
    clientExtensionResults: z.looseObject({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  });

export const passkeyRegistrationSchema = credentialResponse({
  clientDataJSON: z.string().min(1).max(4096),
  attestationObject: z.string().min(1).max(65536),
  transports: z.array(z.string().max(32)).max(10).optional(),
});

export const passkeyAssertionSchema = credentialResponse({
  clientDataJSON: z.string().min(1).max(4096),
  authenticatorData: z.string().min(1).max(4096),
  signature: z.string().min(1).max(4096),
  userHandle: z.string().max(1024).optional(),
});

export const registerPasskeyInputSchema = z.strictObject({ name: passkeyNameSchema, response: passkeyRegistrationSchema });
export const passkeyLoginInputSchema = z.strictObject({ response: passkeyAssertionSchema });

/** The options handed to navigator.credentials (WebAuthn's JSON form); the browser library reads them. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
