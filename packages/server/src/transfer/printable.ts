// Values read from a file or an archive, made safe to print. The CLI answers in lines, one sentence
// on failure: a name with a line break or a control character in it, or one of a megabyte, would
// break that (or write escape sequences to the terminal); an object where text was expected cannot
// even be turned into text (`{"toString": 1}` throws).

/** Control characters (line breaks, escape, NUL, ...) anywhere in a text. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A text of ours that may hold pieces of a file: on one line, control characters shown as escapes. */
export function oneLine(text: string): string {
  return text.replace(CONTROL, (c) => (c === '\n' ? '\\n' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** A short text, cut with an ellipsis past `max` characters. */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Any value from a file, for a message: text in double quotes with its control characters escaped
 * and cut at `max` characters; a number or a boolean as written; anything else named by its kind.
 */
export function quote(value: unknown, max = 80): string {
  if (typeof value === 'string') return `"${oneLine(cut(value, max))}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** A name from a file (a key, an entry path) as it may stand in a message: bare when plain, else quoted. */
export function nameOf(value: string, max = 80): string {
  return /^[\w./@-]{1,80}$/.test(value) && value.length <= max ? value : quote(value, max);
}

/**
 * Why a file-system (or database) operation failed, in a few words: Node's "CODE: what, syscall
 * 'path'" without the path, which the sentence around it names already and which may be very long.
 */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'an unknown error';
  const first = error.message.split(/\r?\n/)[0] ?? '';
  return oneLine(cut(first.replace(/, \w+ '.*$/s, ''), 200));
}
