// Uploads on the Media Library itself: an Upload button and a drop zone taking several images at
// once, an optional category (left empty, the images go to the general one), and one line per file
// with its own progress bar and, when the server refuses it (too big, not an image), its sentence.
// The files go up one after the other; the library reloads once they are all done.
import { GENERAL_IMAGE_CATEGORY, imageCategoryProblem, normaliseImageCategory } from '@site/contracts';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { messageOf } from '../../shared/error-message';
import { UnauthorizedError } from '../api/errors';
import { useEndSession } from '../auth/useEndSession';
import buttons from '../ui/Button.module.css';
import field from '../form/inputs/Field.module.css';
import { categorySuggestions } from './category';
import { uploadWithProgress } from './upload-with-progress';
import { queueUploads, stateLabel, uploadSummary, withState, type UploadEntry } from './uploads';
import styles from './MediaLibrary.module.css';

interface Props {
  categoriesInUse: readonly string[];
  onUploaded: () => void;
}

export function MediaUpload({ categoriesInUse, onUploaded }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState('');
  const [categoryProblem, setCategoryProblem] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [dragging, setDragging] = useState(false);
  const endSession = useEndSession();
  const busy = uploads.some((entry) => entry.state.status === 'waiting' || entry.state.status === 'sending');

  async function send(files: File[]) {
    if (files.length === 0 || busy) return;
    const typed = category.trim() === '' ? GENERAL_IMAGE_CATEGORY : category;
    const problem = imageCategoryProblem(typed);
    setCategoryProblem(problem);
    if (problem) return;
    const target = normaliseImageCategory(typed);
    const queued = queueUploads(files);
    setUploads(queued);
    for (const [index, entry] of queued.entries()) {
      const set = (state: UploadEntry['state']) => setUploads((list) => withState(list, entry.key, state));
      set({ status: 'sending', sent: 0 });
      try {
        await uploadWithProgress(files[index]!, target, (sent) => set({ status: 'sending', sent }));
        set({ status: 'done' });
      } catch (error) {
        if (error instanceof UnauthorizedError) return endSession();
        set({ status: 'failed', message: messageOf(error, 'The upload failed; please try again.') });
      }
    }
    onUploaded();
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <section className={styles.upload} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.uploadTitle}>
        Upload images
      </h2>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload aria-hidden="true" size={22} />
        <p className={styles.dropText}>Drop images here, or</p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          Choose images…
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Images to upload"
          onChange={(event) => {
            void send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label className={`${field.field} ${styles.uploadCategory}`}>
          <span className={field.label}>Category (optional)</span>
          <input
            className={field.input}
            list={`${id}-categories`}
            autoComplete="off"
            spellCheck={false}
            maxLength={80}
            placeholder={GENERAL_IMAGE_CATEGORY}
            value={category}
            disabled={busy}
            aria-invalid={categoryProblem !== null}
            aria-describedby={`${id}-category-hint`}
            onChange={(event) => setCategory(event.target.value)}
          />
          <span id={`${id}-category-hint`} className={categoryProblem ? field.error : field.hint}>
            {categoryProblem ?? `Left empty, the images go to “${GENERAL_IMAGE_CATEGORY}”.`}
          </span>
        </label>
        <datalist id={`${id}-categories`}>
          {categorySuggestions(categoriesInUse).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      {uploads.length > 0 && (
        <>
          <p role="status" className={styles.count}>
            {uploadSummary(uploads)}
          </p>
          <ul className={styles.uploads} aria-label="Uploads">
            {uploads.map((entry) => (
              <li key={entry.key} className={styles.uploadLine}>
                <span className={styles.uploadName}>{entry.name}</span>
                {entry.state.status !== 'failed' && (
                  <progress
                    max={1}
                    value={entry.state.status === 'done' ? 1 : entry.state.status === 'sending' ? entry.state.sent : 0}
                    aria-label={`Upload of ${entry.name}`}
                  />
                )}
                <span className={entry.state.status === 'failed' ? field.error : styles.uploadState}>
                  {stateLabel(entry.state)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
