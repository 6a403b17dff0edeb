// The services list (one document) with its version: read it, save the whole list in one PUT (the
// answer is the saved list, with the new services' _ids), delete one saved service. Writes name the
// version they replace (If-Match), so one made since by someone else is refused (ConflictError);
// each answer's ETag is the version the next write names. In a language other than the default
// (`?locale=`), the list reads translated and a save replaces that language's translation only.
import { API_BASE, type Service, type ServiceInput, type ServicesTranslation } from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { withLocale } from './locale';
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

/** The services in a language: every service with its translation laid over it and the texts that fell back. */
export type ServiceIn = Service & { fallback?: string[] };

export async function listServicesIn(locale: string): Promise<Versioned<ServiceIn[]>> {
  const response = await adminFetch(withLocale(`${API_BASE}/services/`, locale), { cache: 'no-store' });
  return { data: (await response.json()) as ServiceIn[], etag: etagOf(response) };
}

/** Saves the services' translation into `locale` (an entry per translated service, by _id); answers it as stored. */
export async function saveServicesTranslation(
  locale: string,
  entries: ServicesTranslation,
  etag: string | null,
): Promise<Versioned<ServicesTranslation>> {
  const response = await adminFetch(withLocale(`${API_BASE}/services/`, locale), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(entries),
  });
  return { data: (await response.json()) as ServicesTranslation, etag: etagOf(response) };
}
