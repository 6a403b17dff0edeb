// An image field: a thumbnail of the current image and its name (the library's, not the stored
// file's random name; the address itself is one click away), and two ways to change it: upload a
// file (POST /images/ with the field's category) or choose one from the library.
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../../shared/error-message';
import { uploadImage } from '../../api/images';
import buttons from '../../ui/Button.module.css';
import type { InputProps } from './input-props';
import { TextInput } from './TextInput';
import styles from './Field.module.css';
import own from './ImageInput.module.css';
import { rememberImages, useImageName } from './useImageName';

// The library's dialog (its list, filter and upload) is downloaded when it is first opened.
const ImageLibraryDialog = lazy(() => import('./ImageLibraryDialog').then((module) => ({ default: module.ImageLibraryDialog })));

interface ImageInputProps extends InputProps {
  /** The library category an upload is filed under (the section's editor options in the contract). */
  category: string;
  /** The toast when an upload fails (its words differ per editor). */
  uploadFailure: string;
}

export function ImageInput({ category, uploadFailure, ...props }: ImageInputProps) {
  const { label, value, onChange } = props;
  const [uploading, setUploading] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const name = useImageName(value);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const record = await uploadImage(file, category);
      rememberImages([record]);
      onChange(record.image);
    } catch (error) {
      console.error('Image upload failed', error);
      toast.error(uploadFailure, { description: messageOf(error) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <div className={styles.row}>
        {value ? (
          <img className={styles.thumb} src={value} alt={`Current ${label}`} />
        ) : (
          <span className={`${styles.thumb} ${styles.noImage}`}>No image</span>
        )}
        <div className={own.facts}>
          <span className={own.name} title={value || undefined}>
            {value ? name : 'No image chosen'}
          </span>
          <details className={own.address}>
            <summary>Image address</summary>
            <TextInput {...props} type="url" />
          </details>
        </div>
      </div>
      <div className={styles.row}>
        <label className={`${buttons.button} ${buttons.small} ${styles.fileButton}`} aria-disabled={uploading}>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-label={`Upload ${label}`}
            disabled={uploading}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {uploading ? 'Uploading...' : 'Upload'}
        </label>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small}`}
          onClick={() => setChoosing(true)}
          aria-label={`Choose ${label} from the library`}
        >
          Library
        </button>
        {value && (
          <button
            type="button"
            className={`${buttons.button} ${buttons.small}`}
            onClick={() => onChange('')}
            aria-label={`Remove ${label}`}
          >
            Remove
          </button>
        )}
      </div>
      {choosing && (
        <Suspense>
          <ImageLibraryDialog
            title={`Choose ${label}`}
            category={category}
            onClose={() => setChoosing(false)}
            onChoose={(url) => {
              onChange(url);
              setChoosing(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
