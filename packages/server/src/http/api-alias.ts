// The content API answers under its short alias too: an address under /api is rewritten to the same
// address under /backend/api before Fastify routes it, so each route is registered once. The
// request keeps the address it came with as `request.originalUrl`, for messages and redirects that
// name it.
import { API_ALIAS_BASE, API_BASE } from '@site/contracts';

/** The address with the alias's prefix replaced by the API's; any other address as it is. */
export function withoutApiAlias(url: string): string {
  const rest = url.slice(API_ALIAS_BASE.length);
  const aliased = url.startsWith(API_ALIAS_BASE) && (rest === '' || rest.startsWith('/') || rest.startsWith('?'));
  return aliased ? API_BASE + rest : url;
}
