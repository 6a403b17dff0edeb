// The storage the configuration names: the bucket when S3_BUCKET and its companions are set (checked
// to answer before anything starts), the uploads folder otherwise.
import type { Config } from '../config.js';
import { localStorage, type MediaStorage } from './storage.js';

export async function openStorage(config: Config): Promise<MediaStorage & { close(): void }> {
  // The AWS SDK is loaded only when a bucket is configured.
  if (config.s3) return (await import('./s3-storage.js')).openS3Storage(config.s3);
  return { ...localStorage(config.uploadsDir), close() {} };
}
