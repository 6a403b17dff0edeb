// The Redirects screen's address, apart from ADMIN_PATHS: that module is in the chunk the login page
// loads too, whose JavaScript budget has no bytes to spare for a screen it never links to. The
// not-found log links here with `?from=<path>` to open a new redirect from that address.
import { ADMIN_BASE } from '../admin-paths';

export const REDIRECTS_PATH = `${ADMIN_BASE}/redirects`;

/** The Redirects screen with a new redirect's form open, its `from` filled in. */
export const newRedirectLink = (from: string) => `${REDIRECTS_PATH}?from=${encodeURIComponent(from)}`;
