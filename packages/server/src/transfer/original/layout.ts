// The original's navbar and footer, reshaped to ours before they are fitted to the schema.
import { isObject, type MapContext } from './conform.js';

export function reshapeNavbar(doc: unknown, ctx: MapContext): unknown {
  if (!isObject(doc) || !('navbarLinks' in doc)) return doc;
  const { navbarLinks, ...rest } = doc;
  const count = Array.isArray(navbarLinks) ? navbarLinks.length : 0;
  ctx.unmapped('navbarLinks', `${count} links not imported: our navbar builds its links from the pages and the services list`);
  return rest;
}

/** "https://www.facebook.com/x" -> "Facebook": the original's socials had no name, ours use it as the icon's text. */
export function socialName(link: unknown): string {
  if (typeof link !== 'string') return '';
  try {
    const labels = new URL(link).hostname.split('.');
    const name = labels.length > 1 ? labels[labels.length - 2] : labels[0];
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
  } catch {
    return '';
  }
}

export function reshapeFooter(doc: unknown): unknown {
  if (!isObject(doc) || !Array.isArray(doc.socials)) return doc;
  return {
    ...doc,
    socials: doc.socials.map((s: unknown) => (isObject(s) && !('name' in s) ? { ...s, name: socialName(s.link) } : s)),
  };
}
