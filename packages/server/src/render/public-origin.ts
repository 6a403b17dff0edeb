// The origin the site's absolute URLs (canonical link, og:url, og:image, sitemap, robots.txt) are built
// from. The Host header is whatever the client writes: believed, a request with `Host: evil.example`
// would put that name into the page, the sitemap and robots.txt. PUBLIC_URL, when set, is the only
// origin ever used. Unset, a Host naming this server itself is believed (localhost, 127.0.0.1, ::1 or
// the HOST address, on the port it listens on: what a developer types), and any other gets none, so
// the page's URLs stay relative and the sitemap is not served (docs/decisions.md, "Public site").
import type { Config } from '../config.js';

/** What the origin is read from: the request's scheme and Host (Fastify's `protocol` and `host`). */
interface RequestAddress {
  protocol: string;
  host: string;
  /** The port the connection arrived at, when there is a socket (PORT=0 listens on any free port). */
  localPort?: number | undefined;
}

/** The trusted origin for a request, or undefined when its Host is not to be believed. */
export type OriginOf = (request: RequestAddress) => string | undefined;

/** Addresses that mean "every interface", never a name a browser uses. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
/** What a Host header may hold: a name or an address and a port, nothing that could hide another host. */
const HOST_SHAPE = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** HOST as a URL names it: IPv6 in brackets, lower case. */
function hostname(host: string): string {
  const lower = host.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

const defaultPort = (protocol: string) => (protocol === 'https' ? 443 : 80);

export function trustedOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): OriginOf {
  const { publicUrl } = config;
  if (publicUrl) return () => publicUrl;
  const names = new Set([...LOOPBACK, ...(WILDCARDS.has(config.host) ? [] : [hostname(config.host)])]);
  return ({ protocol, host, localPort }) => {
    const address = `${protocol}://${host}`;
    if (!HOST_SHAPE.test(host) || (protocol !== 'http' && protocol !== 'https') || !URL.canParse(address)) return undefined;
    const url = new URL(address);
    const port = url.port ? Number(url.port) : defaultPort(protocol);
    const ownPort = port === config.port || (localPort !== undefined && port === localPort);
    return names.has(url.hostname) && ownPort ? url.origin : undefined;
  };
}
