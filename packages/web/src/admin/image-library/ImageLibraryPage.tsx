// /admin/image-upload, Image Upload and Table View (admin-editor §2): the bulk upload form, then the
// library with a category filter, the table and Delete selected. The list loads once and is
// reloaded after every upload or delete (decisions §7: refresh the data, not the page).
import { Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { CategoryFilter } from './CategoryFilter';
import { ALL_CATEGORIES, categoriesOf, filterByCategory } from './image-list';
import { ImageTable } from './ImageTable';
import { UploadForm } from './UploadForm';
import { useDeleteSelected } from './useDeleteSelected';
import { useImageList } from './useImageList';
import { useSelection } from './useSelection';
import styles from './ImageLibraryPage.module.css';

const TITLE = 'Image Upload and Table View';

export function ImageLibraryPage() {
  useDocumentTitle(TITLE);
  const { images, loading, error, refresh } = useImageList();
  const [chosenCategory, setChosenCategory] = useState(ALL_CATEGORIES);

  const categories = useMemo(() => categoriesOf(images ?? []), [images]);
  // A category whose last image was deleted falls back to all of them.
  const category = categories.includes(chosenCategory) ? chosenCategory : ALL_CATEGORIES;
  const visible = useMemo(() => filterByCategory(images ?? [], category), [images, category]);
  const visibleIds = useMemo(() => visible.map((image) => image.id), [visible]);
  const selection = useSelection(visibleIds);

  const { ask, confirmDialog } = useConfirm();
  const reload = useCallback(() => void refresh(), [refresh]);
  const { clear } = selection;
  const afterDelete = useCallback(() => {
    clear();
    void refresh();
  }, [clear, refresh]);
  const { deleting, deleteSelected } = useDeleteSelected(ask, afterDelete);
  const count = selection.selected.size;

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{TITLE}</h1>
      <UploadForm onUploaded={reload} />
      <section className={styles.library} aria-labelledby="image-library-title" aria-busy={loading}>
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
            onClick={() => void deleteSelected([...selection.selected])}
          >
            <Trash2 aria-hidden="true" size={16} />
            Delete selected ({count})
          </button>
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            The images could not be loaded: {error}
          </p>
        )}
        {images === null ? (
          loading && <p role="status" className={styles.status}>Loading images…</p>
        ) : visible.length === 0 ? (
          <p className={styles.status}>No images found.</p>
        ) : (
          <ImageTable images={visible} selection={selection} />
        )}
      </section>
      {confirmDialog}
    </div>
  );
}
