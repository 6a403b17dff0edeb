// How far each language has translated the site (GET /translations/): the Languages overview's data.
import { API_BASE, type TranslationStatus } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function fetchTranslationStatus(): Promise<TranslationStatus> {
  const response = await adminFetch(`${API_BASE}/translations/`, { cache: 'no-store' });
  return (await response.json()) as TranslationStatus;
}
