// A 400 from a section or service write names each problem by its field path ("cards.2.title"),
// which is the form's own field name: the editor shows each message on the field it names.
export interface FieldIssue {
  name: string;
  message: string;
}

export function issuesOf(body: unknown): FieldIssue[] {
  if (!body || typeof body !== 'object' || !('issues' in body) || !Array.isArray(body.issues)) return [];
  return body.issues.flatMap((issue: unknown) => {
    if (!issue || typeof issue !== 'object') return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ name: path, message }] : [];
  });
}
