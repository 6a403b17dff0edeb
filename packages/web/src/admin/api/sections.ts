// Saving one section document: PUT {api}/{section path}/ with the whole object (the spec's PATCH
// sends the whole object too; PUT says "replace", which is what a list removal needs).
import { API_BASE, getSection, type SectionData, type SectionKey } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function saveSection<K extends SectionKey>(key: K, data: SectionData<K>): Promise<SectionData<K>> {
  const response = await adminFetch(`${API_BASE}/${getSection(key).path}/`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  return (await response.json()) as SectionData<K>;
}
