// Choosing an already uploaded image: the library as a grid of thumbnails, each with its name, searched
// by name or alt text and filtered by category (the field's own category first when it has images),
// newest first, each image once. Categories are named in words ("About page, Company Profile, image 1").
import { categoryWords, imageMatches, sortImages, type ImageRecord } from '@site/contracts';
import { useEffect, useMemo, useState } from 'react';
import { messageOf } from '../../../shared/error-message';
import { listImages } from '../../api/images';
import { Dialog } from '../../ui/Dialog';
import { distinctImages } from './image-names';
import styles from './ImageLibraryDialog.module.css';
import { rememberImages } from './useImageName';

interface Props {
  title: string;
  category: string;
  onChoose: (url: string) => void;
  onClose: () => void;
}

const ALL = '';

export function ImageLibraryDialog({ title, category, onChoose, onClose }: Props) {
  const [images, setImages] = useState<ImageRecord[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [filter, setFilter] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    let current = true;
    listImages().then(
      (list) => {
        rememberImages(list);
        if (current) setImages(sortImages(list));
      },
      (error: unknown) => current && setFailed(messageOf(error, 'The library could not be loaded.')),
    );
    return () => {
      current = false;
    };
  }, []);

  const categories = useMemo(() => [...new Set((images ?? []).map((i) => i.category))].sort(), [images]);
  // Until the admin picks a filter: the field's category if the library has any of it, else all.
  const active = filter ?? (categories.includes(category) ? category : ALL);
  const shown = distinctImages((images ?? []).filter((i) => (active === ALL || i.category === active) && imageMatches(i, query)));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <label className={styles.filter}>
        Search
        <input type="search" value={query} placeholder="Name or alt text" onChange={(e) => setQuery(e.target.value)} />
      </label>
      <label className={styles.filter}>
        Category
        <select value={active} onChange={(e) => setFilter(e.target.value)}>
          <option value={ALL}>All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {categoryWords(c)}
            </option>
          ))}
        </select>
      </label>
      {failed && <p role="alert">{failed}</p>}
      {!images && !failed && <p>Loading images...</p>}
      {images && shown.length === 0 && (
        <p>{query.trim() ? 'No image matches the search.' : 'No images in this category yet: upload one instead.'}</p>
      )}
      <ul className={styles.grid}>
        {shown.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.choice}
              onClick={() => onChoose(image.image)}
              aria-label={`Choose ${image.name} (${categoryWords(image.category)})`}
              title={image.image}
            >
              <img src={image.image} alt="" loading="lazy" width={image.width ?? undefined} height={image.height ?? undefined} />
              <span className={styles.name}>{image.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
