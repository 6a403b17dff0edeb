// The library's uploads (button and drop zone), its toolbar (search, order, category) and its grid of
// thumbnails; a thumbnail opens the details panel of its image. Search and order are the contract's, as the API's list applies them.
import { imageMatches, objectPositionOf, sortImages, type ImageRecord, type ImageSort } from '@site/contracts';
import { useMemo, useState } from 'react';
import { CategoryFilter } from './CategoryFilter';
import { ALL_CATEGORIES, categoriesOf, filterByCategory } from './image-list';
import { dimensions, fileSize, usedOn } from './image-facts';
import { ImageDetails } from './ImageDetails';
import { MediaUpload } from './MediaUpload';
import styles from './MediaLibrary.module.css';
import toolbar from './ImageLibraryPage.module.css';

const SORTS: { value: ImageSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name' },
  { value: 'size', label: 'Largest first' },
];

interface Props {
  images: readonly ImageRecord[];
  /** After an upload or a change in the details panel: the library is reloaded. */
  onChanged: () => void;
}

export function MediaLibrary({ images, onChanged }: Props) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ImageSort>('newest');
  const [chosenCategory, setChosenCategory] = useState(ALL_CATEGORIES);
  const [openId, setOpenId] = useState<number | null>(null);
  const categories = useMemo(() => categoriesOf(images), [images]);
  const category = categories.includes(chosenCategory) ? chosenCategory : ALL_CATEGORIES;
  const shown = useMemo(
    () =>
      sortImages(
        filterByCategory(images, category).filter((image) => imageMatches(image, query)),
        sort,
      ),
    [images, category, query, sort],
  );
  // The open image as the latest list has it; a deleted one closes its panel.
  const open = images.find((image) => image.id === openId);

  return (
    <section className={toolbar.library} aria-label="Images">
      <MediaUpload categoriesInUse={categories} onUploaded={onChanged} />
      <div className={toolbar.toolbar}>
        <label className={toolbar.filter}>
          <span>Search</span>
          <input
            className={styles.search}
            type="search"
            value={query}
            placeholder="Name or alt text"
            aria-label="Search images"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <label className={toolbar.filter}>
          <span>Sort by</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as ImageSort)}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <CategoryFilter categories={categories} value={category} onChange={setChosenCategory} />
      </div>
      <p role="status" className={styles.count}>
        {shown.length === images.length
          ? `${images.length} image${images.length === 1 ? '' : 's'}`
          : `${shown.length} of ${images.length} images`}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{images.length ? 'No image matches the search.' : 'No images yet: upload some above.'}</p>
      ) : (
        <ul className={styles.grid} aria-label="Image grid">
          {shown.map((image) => (
            <li key={image.id}>
              <button type="button" className={styles.card} onClick={() => setOpenId(image.id)} aria-haspopup="dialog">
                <img
                  className={styles.thumb}
                  src={image.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  style={{ objectPosition: objectPositionOf({ focus: [image.focal_x, image.focal_y] }) }}
                />
                <span className={styles.name} title={image.name}>
                  {image.name}
                </span>
                <span className={styles.facts}>{[fileSize(image.size), dimensions(image)].filter(Boolean).join(' · ')}</span>
                <span className={image.used_by.length ? styles.used : styles.unused}>{usedOn(image)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <ImageDetails key={open.id} image={open} onChanged={onChanged} onClose={() => setOpenId(null)} />}
    </section>
  );
}
