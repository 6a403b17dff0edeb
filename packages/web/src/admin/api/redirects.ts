// The redirects (GET/POST /redirects/, PUT/DELETE /redirects/{id}). A refused save arrives as a
// RequestFailedError whose body holds `{error, issues: [{path: 'from' | 'to' | 'status', message}]}`.
import { API_BASE, type Redirect, type RedirectInput } from '@site/contracts';
import { adminFetch } from './admin-fetch';

const json = { 'Content-Type': 'application/json' };

export async function listRedirects(): Promise<Redirect[]> {
  return (await (await adminFetch(`${API_BASE}/redirects/`)).json()) as Redirect[];
}

/** Adds a redirect (`id` undefined) or changes redirect `id`; answers it as the list shows it. */
export async function saveRedirect(input: RedirectInput, id?: string): Promise<Redirect> {
  const url = id === undefined ? `${API_BASE}/redirects/` : `${API_BASE}/redirects/${encodeURIComponent(id)}`;
  const response = await adminFetch(url, {
    method: id === undefined ? 'POST' : 'PUT',
    headers: json,
    body: JSON.stringify(input),
  });
  return (await response.json()) as Redirect;
}

export async function deleteRedirect(id: string): Promise<void> {
  await adminFetch(`${API_BASE}/redirects/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
