// A name taken from a request's address (a page's slug, a service's id, a page path). No stored name
// holds a NUL character (U+0000, "%00"), and PostgreSQL refuses one in any text it is asked to look
// up, so an address carrying one is refused with a 400 naming the field before any statement, on
// both engines alike, rather than failing there as a 500.
import { z } from 'zod';

const NUL_IN_ADDRESS = 'must not contain a NUL character (%00)';

/** A text from the address: a string, refused when it carries a NUL character. */
export const addressText = () => z.string().refine((value) => !value.includes('\u0000'), NUL_IN_ADDRESS);
