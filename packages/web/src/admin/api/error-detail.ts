// The readable sentence of an error answer: the server's `detail` (401, 429) or the first of its
// Djoser-style field errors; undefined when the body is not JSON (a proxy's HTML error page).
export async function errorDetail(response: Response): Promise<string | undefined> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  if ('detail' in body && typeof body.detail === 'string' && body.detail) return body.detail;
  const first = Object.values(body).find((v): v is string[] => Array.isArray(v) && typeof v[0] === 'string');
  return first?.[0];
}
