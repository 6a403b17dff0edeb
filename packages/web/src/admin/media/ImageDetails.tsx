// One image's details panel: its name and alt text, its focal point (set by clicking the picture,
// with live crops), where it is used (each place a link to its form), a new file in its place (asked
// first, naming the pages it changes), and delete. Before asking 'cannot be undone', delete reads where
// the image is used now and, while the content uses it, says where instead of asking (the server
// refuses it anyway).
import { categoryWords, type ImageRecord, type ImageUse } from '@site/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { messageOf } from '../../shared/error-message';
import { deleteImage, getImage, replaceImage, updateImage } from '../api/images';
import { useConfirm } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import buttons from '../ui/Button.module.css';
import field from '../form/inputs/Field.module.css';
import { FocalPointPicker, type FocalPoint } from './FocalPointPicker';
import { draftEditorPath } from '../drafts/draft-location';
import { deleteRefusal, dimensions, fileSize, replaceDetail } from './image-facts';
import styles from './MediaLibrary.module.css';

interface Props {
  image: ImageRecord;
  onChanged: () => void;
  onClose: () => void;
}

export function ImageDetails({ image, onChanged, onClose }: Props) {
  const [name, setName] = useState(image.name);
  const [alt, setAlt] = useState(image.alt);
  const [focal, setFocal] = useState<FocalPoint>({ focal_x: image.focal_x, focal_y: image.focal_y });
  const [busy, setBusy] = useState<'saving' | 'replacing' | 'deleting' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { ask, confirmDialog } = useConfirm();
  // The sentence is under the form; on a phone the Delete that caused it is far below, so it is
  // brought into sight.
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);

  const run = async (kind: NonNullable<typeof busy>, work: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
      toast.success(done);
      onChanged();
      return true;
    } catch (error) {
      setProblem(messageOf(error, 'Something went wrong; please try again.'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const save = () => void run('saving', () => updateImage(image.id, { name, alt, ...focal }), 'Image details saved.');
  /** The image with its uses as they are now (another admin may have changed the content). */
  const current = async (): Promise<ImageRecord | null> => {
    setProblem(null);
    try {
      return await getImage(image.id);
    } catch (error) {
      setProblem(messageOf(error, 'Something went wrong; please try again.'));
      return null;
    }
  };

  const replace = async (file: File | undefined) => {
    if (!file) return;
    const now = await current();
    if (!now || !(await ask(`Replace the file of "${image.name}"?`, 'Replace', replaceDetail(now)))) return;
    await run('replacing', () => replaceImage(image.id, file), 'Image replaced everywhere it is used.');
  };
  const remove = async () => {
    const now = await current();
    if (!now) return;
    const refusal = deleteRefusal(now);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    if (!(await ask(`Delete "${image.name}"?`))) return;
    if (await run('deleting', () => deleteImage(image.id), 'Image deleted.')) onClose();
  };

  const footer = (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.dangerQuiet}`}
        onClick={() => void remove()}
        disabled={busy !== null}
      >
        {busy === 'deleting' ? 'Deleting…' : 'Delete'}
      </button>
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={save} disabled={busy !== null}>
        {busy === 'saving' ? 'Saving…' : 'Save details'}
      </button>
    </>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Image details" footer={footer}>
      <div className={styles.details}>
        <FocalPointPicker src={image.image} value={focal} onChange={setFocal} />
        <div>
          <p className={styles.facts}>
            {[fileSize(image.size), dimensions(image), categoryWords(image.category)].filter(Boolean).join(' · ')} ·{' '}
            <a href={image.image} target="_blank" rel="noreferrer">
              Open file
            </a>
          </p>
          <label className={field.field}>
            <span className={field.label}>Name</span>
            <input className={field.input} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
          </label>
          <label className={field.field}>
            <span className={field.label}>Alt text</span>
            <textarea className={field.input} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={500} />
            <span className={field.hint}>Used where a section shows this image without alt text of its own.</span>
          </label>
          <h3 className={styles.usedTitle}>Used on</h3>
          {image.used_by.length ? (
            <ul className={styles.usedList}>
              {image.used_by.map((use) => (
                <li key={`${use.document} ${use.place} ${use.field}`}>
                  <UsePlace use={use} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={field.hint}>Not used anywhere yet.</p>
          )}
          <label className={`${buttons.button} ${buttons.small} ${styles.replace}`} aria-disabled={busy !== null}>
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-label="Replace with a new file"
              disabled={busy !== null}
              onChange={(e) => {
                void replace(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            {busy === 'replacing' ? 'Replacing…' : 'Replace file…'}
          </label>
          {problem && (
            <p ref={problemRef} role="alert" className={field.error}>
              {problem}
            </p>
          )}
        </div>
      </div>
      {confirmDialog}
    </Dialog>
  );
}

/** One place that uses the image, in words, as a link to the form that edits it when the editor has one. */
function UsePlace({ use }: { use: ImageUse }) {
  const to = draftEditorPath(use.document);
  return to ? (
    <Link to={to} title={`Open the editor of ${use.place}`}>
      {use.words}
    </Link>
  ) : (
    <>{use.words}</>
  );
}
