// The editors' search parameter naming the field to focus once the form opens (`?field=cards.1.image`),
// by the form's name for it: a site-health finding's Fix link opens its document's editor at it.
export const FIELD_PARAM = 'field';

/** The field named in `search`, or null. */
export const fieldToOpen = (search: URLSearchParams): string | null => search.get(FIELD_PARAM) || null;
