// The sentence for a passkey ceremony the browser or the authenticator ended: cancelled (or timed
// out: browsers do not tell the two apart), a device that already holds one of the account's
// passkeys, or a page the browser will not use passkeys on.
export const CEREMONY_CANCELLED = 'The passkey request was cancelled or timed out.';
export const ALREADY_ON_DEVICE = 'This device already holds a passkey for your account.';
export const PASSKEYS_UNAVAILABLE = 'Passkeys cannot be used on this address: the site must be served over https under its name.';

export function ceremonyMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') return ALREADY_ON_DEVICE;
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || error.name === 'SecurityError')
    return PASSKEYS_UNAVAILABLE;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return CEREMONY_CANCELLED;
  return undefined;
}
