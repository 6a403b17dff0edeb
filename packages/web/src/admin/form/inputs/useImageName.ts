// The library's name of an image field's value, read once per visit of the editor: every image field
// asks the same list (the picker and an upload add what they learn).
import type { ImageRecord } from '@site/contracts';
import { useEffect, useState } from 'react';
import { listImages } from '../../api/images';
import { imageNameOf, isStoredImage } from './image-names';

const known = new Map<string, Pick<ImageRecord, 'name'>>();
let loading: Promise<void> | null = null;

/** Records the library's names of `images` (a list read, an upload answered). */
export function rememberImages(images: readonly Pick<ImageRecord, 'image' | 'name'>[]): void {
  for (const image of images) known.set(image.image, image);
}

/** The name to show for `url`: the library's when it has the file, else its file name. */
export function useImageName(url: string): string {
  const [, setRead] = useState(0);
  useEffect(() => {
    if (!url || !isStoredImage(url) || known.has(url)) return;
    let current = true;
    loading ??= listImages().then(rememberImages, () => {
      // Unreadable now: the file name is shown, and the next field to ask tries again.
      loading = null;
    });
    void loading.then(() => current && setRead((n) => n + 1));
    return () => {
      current = false;
    };
  }, [url]);
  return url ? imageNameOf(url, known) : '';
}
