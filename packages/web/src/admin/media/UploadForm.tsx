// The bulk upload form: image files, a required category (the library's categories and the
// editor's offered as suggestions; what is typed is made into a category, 'Team Photos' filed as
// 'team-photos', shown under the field), and Upload. A form that cannot be sent says why beside
// the fields as well as in a toast. While the files go up one by one the form is disabled and
// shows 'Uploading n of N...' with a progress bar; afterwards it is cleared.
import { normaliseImageCategory } from '@site/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import buttons from '../ui/Button.module.css';
import { categorySuggestions, uploadFormProblem } from './category';
import { progressLabel } from './upload-images';
import { useBulkUpload } from './useBulkUpload';
import fieldStyles from '../form/inputs/Field.module.css';
import styles from './UploadForm.module.css';

interface Props {
  onUploaded: () => void;
  /** The categories the library uses (once it has loaded), offered first. */
  categoriesInUse?: readonly string[];
}

export function UploadForm({ onUploaded, categoriesInUse = [] }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState('');
  // Once Upload has been pressed, the sentence beside the fields follows the form: it goes when the
  // form has what it asked for.
  const [tried, setTried] = useState(false);
  const { progress, upload } = useBulkUpload(onUploaded);
  const filedAs = normaliseImageCategory(category);
  const problem = tried ? uploadFormProblem(files.length, category) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const found = uploadFormProblem(files.length, category);
    if (found) {
      toast.error(found);
      return;
    }
    await upload(files, category);
    formRef.current?.reset();
    setFiles([]);
    setCategory('');
    setTried(false);
  }

  const errorId = `${id}-problem`;
  const hintId = `${id}-filed-as`;
  const showHint = filedAs !== '' && filedAs !== category;
  const describedBy = [problem && errorId, showHint && hintId].filter(Boolean).join(' ') || undefined;

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
            required
            aria-invalid={problem !== null && files.length === 0}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>Category</label>
          <input
            id={`${id}-category`}
            className={fieldStyles.input}
            name="category"
            list={`${id}-categories`}
            autoComplete="off"
            spellCheck={false}
            maxLength={80}
            placeholder="e.g. gallery"
            required
            aria-invalid={problem !== null && uploadFormProblem(1, category) !== null}
            aria-describedby={describedBy}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          />
          {showHint && (
            <span id={hintId} className={styles.hint}>
              Filed as “{filedAs}”
            </span>
          )}
        </div>
        <datalist id={`${id}-categories`}>
          {categorySuggestions(categoriesInUse).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.submit}`} aria-busy={progress !== null}>
          Upload
        </button>
      </fieldset>
      {problem && (
        <p id={errorId} className={styles.problem}>
          {problem}
        </p>
      )}
      {progress && (
        <div className={styles.progress}>
          <span role="status">{progressLabel(progress.position, progress.total)}</span>
          <progress max={progress.total} value={progress.position - 1} aria-label="Upload progress" />
        </div>
      )}
    </form>
  );
}
