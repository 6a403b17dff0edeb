// The services list (decisions §4): read it, save the whole list in one PUT (the answer is the saved
// list, with the new services' _ids), delete one saved service.
import { API_BASE, type Service, type ServiceInput } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function listServices(): Promise<Service[]> {
  const response = await adminFetch(`${API_BASE}/services/`);
  return (await response.json()) as Service[];
}

export async function saveServices(services: ServiceInput[]): Promise<Service[]> {
  const response = await adminFetch(`${API_BASE}/services/`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(services),
  });
  return (await response.json()) as Service[];
}

export async function deleteService(id: string): Promise<void> {
  await adminFetch(`${API_BASE}/services/${encodeURIComponent(id)}/`, { method: 'DELETE' });
}
