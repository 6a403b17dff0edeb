// /admin/image-upload, Image Upload and Table View: the bulk upload form, then the library. The
// route loader reads the library; after every upload or delete the router reloads it (the data is
// refreshed, not the page), keeping the rows on screen until the new list arrives.
import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { messageOf } from '../../shared/error-message';
import { Deferred } from '../loading/Deferred';
import { useDocumentTitle } from '../useDocumentTitle';
import { categoriesOf } from './image-list';
import { ImageLibrary } from './ImageLibrary';
import type { ImagesLoaderData } from './images-loader';
import { UploadForm } from './UploadForm';
import styles from './ImageLibraryPage.module.css';

const TITLE = 'Image Upload and Table View';

export function ImageLibraryPage() {
  useDocumentTitle(TITLE);
  const { images } = useLoaderData<ImagesLoaderData>();
  const revalidator = useRevalidator();
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  // The upload form offers the categories in use once the library has loaded.
  const [categoriesInUse, setCategoriesInUse] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    images.then(
      (loaded) => current && setCategoriesInUse(categoriesOf(loaded)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [images]);

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{TITLE}</h1>
      <UploadForm onUploaded={reload} categoriesInUse={categoriesInUse} />
      <Deferred
        data={images}
        loading={
          <ImageLibrary
            images={null}
            busy
            onChanged={reload}
            status={
              <p role="status" className={styles.status}>
                Loading images…
              </p>
            }
          />
        }
        failed={(error) => (
          <ImageLibrary
            images={null}
            onChanged={reload}
            status={
              <p role="alert" className={styles.error}>
                The images could not be loaded: {messageOf(error, String(error))}
              </p>
            }
          />
        )}
        failureLog="Failed to load the images"
      >
        {(loaded) => <ImageLibrary images={loaded} onChanged={reload} />}
      </Deferred>
    </div>
  );
}
