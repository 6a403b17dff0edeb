// Which addresses a link, an image and an embedded frame may hold. The contract's field builders
// (fields.ts) refuse anything else on every write; the site applies the same rules again when it
// renders a stored address. No zod: the public pages import this module.

/**
 * A site path is `/` alone or followed by anything but a second `/` or a `\`: browsers read `//host`
 * and `/\host` as another site (protocol-relative), so each pattern below refuses them.
 */
const SITE_PATH_PATTERN = /^\/(?![/\\])\S*$/;
/** http(s), a site path, an anchor, mailto: or tel:. */
export const LINK_PATTERN = /^(https?:\/\/\S+|\/(?![/\\])\S*|#\S*|mailto:\S+|tel:\S+)$/i;
/** http(s) or a site path: an uploaded file's URL or a remote image. */
export const IMAGE_PATTERN = /^(https?:\/\/\S+|\/(?![/\\])\S*)$/i;
/** https or a site path: a frame runs inside our page. */
export const EMBED_PATTERN = /^(https:\/\/\S+|\/(?![/\\])\S*)$/i;

/** A path on this site, which the site's router may handle. */
export const isSitePath = (value: string) => SITE_PATH_PATTERN.test(value);

/**
 * The rules of the fields, applied again where the site renders a stored address: a document stored
 * before a rule held (an old database, an import, a history version) may break it. Each gives the
 * address, or undefined (no link, no image, no frame) when it is empty or refused.
 */
const keepIf = (pattern: RegExp) => (value: unknown) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
export const safeLink = keepIf(LINK_PATTERN);
export const safeImageUrl = keepIf(IMAGE_PATTERN);
export const safeEmbedUrl = keepIf(EMBED_PATTERN);
