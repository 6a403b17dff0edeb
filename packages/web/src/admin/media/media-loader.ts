// The media library's route loader: every image with where it is used, not waited for, so the
// screen shows at once. A change in the details panel reloads it through revalidation.
import type { ImageRecord } from '@site/contracts';
import { listImages } from '../api/images';
import { deferred } from '../loading/deferred';

export interface MediaLoaderData {
  images: Promise<ImageRecord[]>;
}

export function mediaLoader(): MediaLoaderData {
  return { images: deferred(listImages()) };
}
