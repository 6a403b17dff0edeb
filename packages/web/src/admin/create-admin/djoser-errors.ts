// Reads a Djoser-style 400 body (`{field: ["message"], non_field_errors: [...]}`, the auth API's shape)
// into what a form shows: messages under the fields it has, the rest (non_field_errors, fields it
// does not have, a `detail`) above its button, and the first message for the toast.
export interface DjoserErrors<F extends string> {
  fields: Partial<Record<F, string[]>>;
  form: string[];
  first: string | undefined;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((m): m is string => typeof m === 'string' && m.length > 0);
}

export function djoserErrors<F extends string>(body: unknown, fieldNames: readonly F[]): DjoserErrors<F> {
  const result: DjoserErrors<F> = { fields: {}, form: [], first: undefined };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result;
  for (const [key, value] of Object.entries(body)) {
    const messages = messagesOf(value);
    if (messages.length === 0) continue;
    result.first ??= messages[0];
    if ((fieldNames as readonly string[]).includes(key)) result.fields[key as F] = messages;
    else result.form.push(...messages);
  }
  return result;
}
