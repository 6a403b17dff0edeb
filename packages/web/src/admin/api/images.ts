// The image library: list (optionally by category), one image with its uses, upload one file with its category (multipart;
// the answer's `image` is the URL content documents store), change an image's details, replace its
// file, delete one.
import { API_BASE, type ImagePatch, type ImageRecord } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function listImages(category?: string): Promise<ImageRecord[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const response = await adminFetch(`${API_BASE}/images/${query}`);
  return (await response.json()) as ImageRecord[];
}

/** One image as the server has it now, with every place that uses it. */
export async function getImage(id: number): Promise<ImageRecord> {
  const response = await adminFetch(`${API_BASE}/images/${id}/`);
  return (await response.json()) as ImageRecord;
}

export async function uploadImage(file: File, category: string): Promise<ImageRecord> {
  const body = new FormData();
  body.append('category', category);
  body.append('image', file);
  const response = await adminFetch(`${API_BASE}/images/`, { method: 'POST', body });
  return (await response.json()) as ImageRecord;
}

export async function updateImage(id: number, patch: ImagePatch): Promise<ImageRecord> {
  const response = await adminFetch(`${API_BASE}/images/${id}/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  return (await response.json()) as ImageRecord;
}

/** A new file for the same record: every document using the image moves to the new file. */
export async function replaceImage(id: number, file: File): Promise<ImageRecord> {
  const body = new FormData();
  body.append('image', file);
  const response = await adminFetch(`${API_BASE}/images/${id}/replace`, { method: 'POST', body });
  return (await response.json()) as ImageRecord;
}

export async function deleteImage(id: number): Promise<void> {
  await adminFetch(`${API_BASE}/images/${id}/`, { method: 'DELETE' });
}
