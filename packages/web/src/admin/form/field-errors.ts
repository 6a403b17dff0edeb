// The message to show under a field. A plain field's error carries it; a field whose value is a
// structure (a rich-text document) gets its problems at paths inside it ("body.content.0.marks.0"),
// from the form's schema or the server, so the first message found inside is shown instead.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

export function firstErrorMessage(error: unknown): string | undefined {
  if (!isPlainObject(error)) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const [key, child] of Object.entries(error)) {
    // `ref` is the field's element: never walked into.
    if (key === 'ref') continue;
    const message = firstErrorMessage(child);
    if (message) return message;
  }
  return undefined;
}
