// The services list (one document) with its version: read it, save the whole list in one PUT (the
// answer is the saved list, with the new services' _ids), delete one saved service. Writes name the
// version they replace (If-Match), so one made since by someone else is refused (ConflictError);
// each answer's ETag is the version the next write names.
import { API_BASE, type Service, type ServiceInput } from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { etagOf, ifMatch, type Versioned } from './versioned';

export async function listServices(): Promise<Versioned<Service[]>> {
  const response = await adminFetch(`${API_BASE}/services/`, { cache: 'no-store' });
  return { data: (await response.json()) as Service[], etag: etagOf(response) };
}

export async function saveServices(services: ServiceInput[], etag: string | null): Promise<Versioned<Service[]>> {
  const response = await adminFetch(`${API_BASE}/services/`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(services),
  });
  return { data: (await response.json()) as Service[], etag: etagOf(response) };
}

/** The answer (204) carries the list's new version. */
export async function deleteService(id: string, etag: string | null): Promise<string | null> {
  const response = await adminFetch(`${API_BASE}/services/${encodeURIComponent(id)}/`, {
    method: 'DELETE',
    headers: ifMatch(etag),
  });
  return etagOf(response);
}
