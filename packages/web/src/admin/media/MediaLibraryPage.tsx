// /admin/media-library, the media library: every image as a thumbnail with its name, size,
// dimensions and where it is used; searched by name or alt text, sorted, filtered by category. A
// thumbnail opens its details (name, alt text, focal point, replace, delete). Images are uploaded here
// too (MediaUpload.tsx), with a progress bar per file.
import { useCallback } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { messageOf } from '../../shared/error-message';
import { Deferred } from '../loading/Deferred';
import { useDocumentTitle } from '../useDocumentTitle';
import screen from '../ui/Screen.module.css';
import type { MediaLoaderData } from './media-loader';
import { MediaLibrary } from './MediaLibrary';

const TITLE = 'Media library';

export function MediaLibraryPage() {
  useDocumentTitle(TITLE);
  const { images } = useLoaderData<MediaLoaderData>();
  const revalidator = useRevalidator();
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);

  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>{TITLE}</h1>
      <Deferred
        data={images}
        loading={
          <p role="status" className={screen.status}>
            Loading images…
          </p>
        }
        failed={(error) => <p role="alert">The images could not be loaded: {messageOf(error, String(error))}</p>}
        failureLog="Failed to load the media library"
      >
        {(loaded) => <MediaLibrary images={loaded} onChanged={reload} />}
      </Deferred>
    </div>
  );
}
