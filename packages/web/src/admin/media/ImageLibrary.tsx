// The library under the upload form: a category filter, the table and Delete selected. Without
// images yet (loading, or a failed load) the toolbar is there, empty, above the status line.
import type { ImageRecord } from '@site/contracts';
import { Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { CategoryFilter } from './CategoryFilter';
import { ALL_CATEGORIES, categoriesOf, filterByCategory } from './image-list';
import { ImageTable } from './ImageTable';
import { useDeleteSelected } from './useDeleteSelected';
import { useSelection } from './useSelection';
import styles from './ImageLibraryPage.module.css';

const NONE: readonly ImageRecord[] = [];

interface Props {
  /** null until the library has loaded. */
  images: readonly ImageRecord[] | null;
  /** The loading or failure line shown instead of the table. */
  status?: ReactNode;
  busy?: boolean;
  /** After a delete: the library is reloaded. */
  onChanged: () => void;
}

export function ImageLibrary({ images, status, busy = false, onChanged }: Props) {
  const [chosenCategory, setChosenCategory] = useState(ALL_CATEGORIES);
  const categories = useMemo(() => categoriesOf(images ?? NONE), [images]);
  // A category whose last image was deleted falls back to all of them.
  const category = categories.includes(chosenCategory) ? chosenCategory : ALL_CATEGORIES;
  const visible = useMemo(() => filterByCategory(images ?? NONE, category), [images, category]);
  const visibleIds = useMemo(() => visible.map((image) => image.id), [visible]);
  const selection = useSelection(visibleIds);

  const { ask, confirmDialog } = useConfirm();
  const { clear } = selection;
  const afterDelete = useCallback(() => {
    clear();
    onChanged();
  }, [clear, onChanged]);
  const { deleting, deleteSelected } = useDeleteSelected(ask, afterDelete);
  const count = selection.selected.size;

  return (
    <section className={styles.library} aria-labelledby="image-library-title" aria-busy={busy}>
      <div className={styles.toolbar}>
        <h2 id="image-library-title" className={styles.subtitle}>
          Images
        </h2>
        <CategoryFilter categories={categories} value={category} onChange={setChosenCategory} />
        <button
          type="button"
          className={`${buttons.button} ${buttons.danger}`}
          disabled={count === 0 || deleting}
          aria-busy={deleting}
          onClick={() => void deleteSelected(visible.filter((image) => selection.selected.has(image.id)))}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete selected ({count})
        </button>
      </div>
      {status}
      {images &&
        (visible.length === 0 ? (
          <p className={styles.status}>No images found.</p>
        ) : (
          <ImageTable images={visible} selection={selection} />
        ))}
      {confirmDialog}
    </section>
  );
}
