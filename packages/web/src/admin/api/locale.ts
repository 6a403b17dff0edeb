// The `?locale=` of a content request: a language other than the site's default names itself, the
// default (or none) leaves the address as it was, so a one-language site's requests are unchanged.
export const LOCALE_PARAM = 'locale';

/** `url` with `?locale=code` (or `&locale=code`) when a language is named. */
export function withLocale(url: string, locale?: string | null): string {
  if (!locale) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${encodeURIComponent(locale)}`;
}
