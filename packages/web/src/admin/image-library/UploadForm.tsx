// The bulk upload form: image files, a category lower-cased as typed with the
// editor's categories as suggestions, and Upload. While the files go up one by one the form is
// disabled and shows 'Uploading n of N...' with a progress bar; afterwards it is cleared.
import { IMAGE_CATEGORIES } from '@site/contracts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import buttons from '../ui/Button.module.css';
import { normaliseCategory, uploadFormProblem } from './category';
import { progressLabel } from './upload-images';
import { useBulkUpload } from './useBulkUpload';
import fieldStyles from '../fields/Field.module.css';
import styles from './UploadForm.module.css';

export function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState('');
  const { progress, upload } = useBulkUpload(onUploaded);

  function onCategoryChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    // Written back before React renders so the caret stays where the admin is typing.
    input.value = normaliseCategory(input.value);
    input.setSelectionRange(selectionStart, selectionEnd);
    setCategory(input.value);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = uploadFormProblem(files.length, category);
    if (problem) {
      toast.error(problem);
      return;
    }
    await upload(files, category);
    formRef.current?.reset();
    setFiles([]);
    setCategory('');
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.title}>
        Upload images
      </h2>
      <fieldset className={styles.fields} disabled={progress !== null}>
        <label className={styles.field}>
          <span>Image files</span>
          <input
            className={fieldStyles.input}
            type="file"
            name="images"
            accept="image/*"
            multiple
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </label>
        <label className={styles.field}>
          <span>Category</span>
          <input
            className={fieldStyles.input}
            name="category"
            list={`${id}-categories`}
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            placeholder="e.g. gallery"
            value={category}
            onChange={onCategoryChange}
          />
        </label>
        <datalist id={`${id}-categories`}>
          {IMAGE_CATEGORIES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.submit}`} aria-busy={progress !== null}>
          Upload
        </button>
      </fieldset>
      {progress && (
        <div className={styles.progress}>
          <span role="status">{progressLabel(progress.position, progress.total)}</span>
          <progress max={progress.total} value={progress.position - 1} aria-label="Upload progress" />
        </div>
      )}
    </form>
  );
}
