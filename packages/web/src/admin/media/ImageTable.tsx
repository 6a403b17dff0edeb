// The library's table: a select-all box over the visible rows, then Image (thumbnail and name),
// Link, Category and Uploaded At, newest first; on narrow screens each row is a card that fits.
import type { ImageRecord } from '@site/contracts';
import { ImageRow } from './ImageRow';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import type { Selection } from './useSelection';
import table from '../ui/Table.module.css';
import styles from './ImageTable.module.css';

interface ImageTableProps {
  images: readonly ImageRecord[];
  selection: Selection;
}

export function ImageTable({ images, selection }: ImageTableProps) {
  return (
    <div className={table.scroller} tabIndex={0} role="region" aria-label="Images table">
      <table className={`${table.table} ${styles.table}`}>
        <caption className="visually-hidden">Uploaded images, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.check}>
              <SelectAllCheckbox
                label="Select all images"
                state={selection.allState}
                onToggle={selection.toggleAllVisible}
                disabled={images.length === 0}
              />
            </th>
            <th scope="col">Image</th>
            <th scope="col">Link</th>
            <th scope="col">Category</th>
            <th scope="col">Uploaded At</th>
          </tr>
        </thead>
        <tbody>
          {images.map((image) => (
            <ImageRow key={image.id} image={image} selected={selection.selected.has(image.id)} onToggle={selection.toggle} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
