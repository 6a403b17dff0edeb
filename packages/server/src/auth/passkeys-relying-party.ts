// Who the passkeys belong to (WebAuthn's "relying party"): its id, the host name every passkey is
// bound to, and the origin the browser must report. PUBLIC_URL, when set, decides both; unset, they
// are the request's own scheme and host as the app sees them (behind a proxy, only with TRUST_PROXY
// set). Browsers accept a host name, never an IP address, as the id: passkeys need the site served
// under a name, https://… or http://localhost.
import type { Config } from '../config.js';
import { ApiError } from '../http/errors.js';

export interface RelyingParty {
  id: string;
  origin: string;
  /** What the browser and the authenticator show beside the account's name. */
  name: string;
}

const RP_NAME = 'Dynamic Website Editor';
const UNKNOWN_ADDRESS = "The site's address could not be told from this request: set PUBLIC_URL.";

export function relyingParty(config: Pick<Config, 'publicUrl'>, request: { protocol: string; host: string }): RelyingParty {
  const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
  if (!URL.canParse(origin)) throw new ApiError(400, { detail: UNKNOWN_ADDRESS });
  const url = new URL(origin);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.username) {
    throw new ApiError(400, { detail: UNKNOWN_ADDRESS });
  }
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}
