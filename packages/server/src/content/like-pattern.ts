// A search for words anywhere in a column: SQL LIKE, with the searched text's own wildcards taken
// literally.

/** The escape character the pattern uses; the query must say `ESCAPE '\'`. */
const LIKE_ESCAPE = '\\';

/** `%text%`, with `\`, `%` and `_` in `text` escaped so that they match themselves only. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => LIKE_ESCAPE + c)}%`;
}

/** `text%`: what starts with `text`, its wildcards escaped as containsPattern's. */
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => LIKE_ESCAPE + c)}%`;
}
