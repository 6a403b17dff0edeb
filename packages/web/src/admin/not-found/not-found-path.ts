// The Not found screen's address, apart from ADMIN_PATHS: that module is in the chunk the login page
// loads too, whose JavaScript budget has no bytes to spare for a screen it never links to.
import { ADMIN_BASE } from '../admin-paths';

export const NOT_FOUND_PATH = `${ADMIN_BASE}/not-found`;
