// One image sent to POST /images with its upload progress: fetch cannot report how much of a
// request body has gone, so this is XMLHttpRequest with the same token and the same typed errors
// as every other admin call (api/admin-fetch.ts).
import { API_BASE, type ImageRecord } from '@site/contracts';
import { detailOf } from '../api/error-detail';
import { RequestFailedError, UnauthorizedError } from '../api/errors';
import { readToken } from '../auth/session';

/** `onProgress` gets the part sent so far, 0–1. */
export function uploadWithProgress(file: File, category: string, onProgress: (sent: number) => void): Promise<ImageRecord> {
  const token = readToken();
  if (!token) return Promise.reject(new UnauthorizedError('Authentication credentials were not provided.'));
  const body = new FormData();
  body.append('category', category);
  body.append('image', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/images/`);
    request.setRequestHeader('Authorization', `Token ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const answer: unknown = request.response;
      if (request.status === 201) return resolve(answer as ImageRecord);
      const message = detailOf(answer) ?? `The server answered ${request.status}.`;
      reject(request.status === 401 ? new UnauthorizedError(message) : new RequestFailedError(request.status, message, answer));
    });
    request.addEventListener('error', () => reject(new Error('The upload could not reach the server; check the connection.')));
    request.addEventListener('abort', () => reject(new Error('The upload was stopped.')));
    request.send(body);
  });
}
