// The contact inbox: list every received message, delete one.
import { API_BASE, type ContactMessage } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function listContactMessages(): Promise<ContactMessage[]> {
  const response = await adminFetch(`${API_BASE}/contact-messages/`);
  return (await response.json()) as ContactMessage[];
}

export async function deleteContactMessage(id: number): Promise<void> {
  await adminFetch(`${API_BASE}/contact-messages/${id}/`, { method: 'DELETE' });
}
