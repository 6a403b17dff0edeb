// How the image worker's refusals reach the uploader: shared by the upload route (images.ts) and the
// site icons (site-icons.ts), which the settings import, so it imports nothing of the content.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import { ImageRefusal, UNREADABLE_IMAGE } from './image-header.js';
import { DeadlinePassed, WorkerCrashed } from './image-worker.js';

/** The refusal of an image that ran past its deadline (IMAGE_TIMEOUT_S), naming the deadline. */
export function tooSlowMessage(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  return `This image takes too long to process (more than ${seconds} second${seconds === 1 ? '' : 's'}); simplify it or scale it down and upload it again.`;
}

/** The worker's refusals become the uploader's 400; anything else stays ours (a 500). */
export function refusalOf(app: FastifyInstance, err: unknown): unknown {
  if (err instanceof ImageRefusal) return new ApiError(400, { error: err.message });
  if (err instanceof DeadlinePassed) {
    app.log.warn('An image took longer than IMAGE_TIMEOUT_S to process; its processing was stopped and the upload refused.');
    return new ApiError(400, { error: tooSlowMessage(app.config.imageTimeoutMs) });
  }
  if (err instanceof WorkerCrashed) {
    app.log.warn({ err }, 'The image worker stopped while processing an upload; the upload was refused.');
    return new ApiError(400, { error: UNREADABLE_IMAGE });
  }
  return err;
}
