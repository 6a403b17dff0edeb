// One image in the table: its checkbox, a lazy thumbnail sized before it loads with the image's
// name (the uploaded file's, or the one given in the Media Library), the link with a Copy button
// ('Link copied!' for 2 seconds), the category in words ("Home page, Hero", not its key) and the upload time.
import { categoryWords, type ImageRecord } from '@site/contracts';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import buttons from '../ui/Button.module.css';
import { copyText, LINK_COPIED, LINK_COPIED_MS } from './copy-text';
import { thumbnailSize } from './thumbnail-size';
import styles from './ImageTable.module.css';

interface ImageRowProps {
  image: ImageRecord;
  selected: boolean;
  onToggle: (id: number) => void;
}

async function copyLink(url: string) {
  if (await copyText(url)) toast.success(LINK_COPIED, { duration: LINK_COPIED_MS });
  else toast.error('The link could not be copied: select it and copy it by hand.');
}

export function ImageRow({ image, selected, onToggle }: ImageRowProps) {
  const size = thumbnailSize(image.width, image.height);
  return (
    <tr className={selected ? styles.selected : undefined}>
      <td className={styles.check}>
        <input type="checkbox" aria-label={`Select image ${image.id}`} checked={selected} onChange={() => onToggle(image.id)} />
      </td>
      <td className={styles.image}>
        <div className={styles.named}>
          {/* The name beside it says what the picture is; the thumbnail adds nothing for a screen reader. */}
          <img className={styles.thumbnail} src={image.image} alt="" loading="lazy" decoding="async" {...size} />
          <span className={styles.name}>{image.name}</span>
        </div>
      </td>
      <td className={styles.linkCell}>
        <div className={styles.link}>
          <a href={image.image} target="_blank" rel="noreferrer" className={styles.url}>
            {image.image}
          </a>
          <button
            type="button"
            className={`${buttons.button} ${buttons.small}`}
            aria-label={`Copy link of image ${image.id}`}
            onClick={() => void copyLink(image.image)}
          >
            <Copy aria-hidden="true" size={14} />
            Copy
          </button>
        </div>
      </td>
      <td className={styles.category} data-label="Category">
        {categoryWords(image.category)}
      </td>
      <td className={styles.time} data-label="Uploaded">
        <time dateTime={image.uploaded_at}>{new Date(image.uploaded_at).toLocaleString()}</time>
      </td>
    </tr>
  );
}
