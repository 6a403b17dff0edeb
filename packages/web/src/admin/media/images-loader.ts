// The image library's route loader: every image, newest first, not waited for, so the screen and
// its upload form show at once. An upload or a delete reloads it through revalidation.
import { sortImages, type ImageRecord } from '@site/contracts';
import { listImages } from '../api/images';
import { deferred } from '../loading/deferred';

export interface ImagesLoaderData {
  images: Promise<ImageRecord[]>;
}

export function imagesLoader(): ImagesLoaderData {
  return { images: deferred(listImages().then((list) => sortImages(list))) };
}
