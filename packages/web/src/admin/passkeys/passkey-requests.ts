// The signed-in account's passkeys over the API: list, add (the browser's WebAuthn ceremony between
// the server's options and its check), rename, remove. @simplewebauthn/browser is downloaded only
// when a passkey is added.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { AUTH_BASE, type Passkey } from '@site/contracts';
import { adminFetch } from '../api/admin-fetch';

const BASE = `${AUTH_BASE}/passkeys`;
const json = { 'Content-Type': 'application/json' };

export async function listPasskeys(): Promise<Passkey[]> {
  return (await (await adminFetch(`${BASE}/`)).json()) as Passkey[];
}

/** Asks the browser for a new passkey of this site and has the server check and keep it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const [options, { startRegistration }] = await Promise.all([
    adminFetch(`${BASE}/register/options/`, { method: 'POST' }).then(
      async (r) => (await r.json()) as PublicKeyCredentialCreationOptionsJSON,
    ),
    import('@simplewebauthn/browser'),
  ]);
  const response = await startRegistration({ optionsJSON: options });
  const added = await adminFetch(`${BASE}/register/verify/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name, response }),
  });
  return (await added.json()) as Passkey;
}

export async function renamePasskey(id: string, name: string): Promise<Passkey> {
  const response = await adminFetch(`${BASE}/${encodeURIComponent(id)}/`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ name }),
  });
  return (await response.json()) as Passkey;
}

export async function removePasskey(id: string): Promise<void> {
  await adminFetch(`${BASE}/${encodeURIComponent(id)}/`, { method: 'DELETE' });
}
