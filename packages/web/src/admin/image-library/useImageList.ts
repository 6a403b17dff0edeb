// Loads the whole image library for the table and reloads it on demand (after an upload or a
// delete), keeping the rows already shown while a reload runs. A 401 ends the session.
import type { ImageRecord } from '@site/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UnauthorizedError } from '../api/errors';
import { listImages } from '../api/images';
import { useEndSession } from '../auth/useEndSession';
import { newestFirst } from './image-list';

export interface ImageList {
  /** null until the first answer arrives. */
  images: ImageRecord[] | null;
  loading: boolean;
  error: string | null;
  refresh: () => Promise<void>;
}

export function useImageList(): ImageList {
  const endSession = useEndSession();
  const [images, setImages] = useState<ImageRecord[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Only the latest request may set state: an older, slower answer must not overwrite a newer one.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const answer = await listImages();
      if (request !== latest.current) return;
      setImages(newestFirst(answer));
      setError(null);
    } catch (failure) {
      if (request !== latest.current) return;
      if (failure instanceof UnauthorizedError) return endSession();
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [endSession]);

  useEffect(() => {
    void refresh();
    // Unmounting makes every pending answer stale.
    return () => void ++latest.current;
  }, [refresh]);

  return { images, loading, error, refresh };
}
