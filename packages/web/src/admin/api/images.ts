// The image library: list (optionally by category), upload one file with its
// category (multipart; the answer's `image` is the URL content documents store), delete one.
import { API_BASE, type ImageRecord } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function listImages(category?: string): Promise<ImageRecord[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const response = await adminFetch(`${API_BASE}/images/${query}`);
  return (await response.json()) as ImageRecord[];
}

export async function uploadImage(file: File, category: string): Promise<ImageRecord> {
  const body = new FormData();
  body.append('category', category);
  body.append('image', file);
  const response = await adminFetch(`${API_BASE}/images/`, { method: 'POST', body });
  return (await response.json()) as ImageRecord;
}

export async function deleteImage(id: number): Promise<void> {
  await adminFetch(`${API_BASE}/images/${id}/`, { method: 'DELETE' });
}
