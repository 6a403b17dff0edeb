// The readable sentence of an error answer: the API's `error`, the auth routes' `detail` (401, 429)
// or the first of their Djoser-style field errors; undefined when the body is not JSON (a proxy's
// HTML error page).
export async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function detailOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const key of ['detail', 'error'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  const first = Object.values(body).find((v): v is string[] => Array.isArray(v) && typeof v[0] === 'string');
  return first?.[0];
}

export async function errorDetail(response: Response): Promise<string | undefined> {
  return detailOf(await readErrorBody(response));
}
