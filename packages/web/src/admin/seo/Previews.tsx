// How a page looks where people find it: a search result (the tab's title, the address, the
// description) and a share card (the share image, the title and description, the site's host).
import styles from './Seo.module.css';

export interface PreviewProps {
  /** The page's address as search results show it. */
  url: string;
  /** The search result's headline: the page's title in the title template. */
  documentTitle: string;
  /** The share card's headline: the page's own title (og:title). */
  title: string;
  description: string;
  /** The share image, when the page has one. */
  image?: string | undefined;
}

function SearchResultPreview({ url, documentTitle, description }: PreviewProps) {
  return (
    <figure className={styles.preview}>
      <figcaption className={styles.previewLabel}>Search result</figcaption>
      <div className={styles.result} data-testid="search-result-preview">
        <span className={styles.resultUrl}>{url}</span>
        <span className={styles.resultTitle}>{documentTitle}</span>
        <span className={styles.resultDescription}>{description}</span>
      </div>
    </figure>
  );
}

function ShareCardPreview({ url, title, description, image }: PreviewProps) {
  return (
    <figure className={styles.preview}>
      <figcaption className={styles.previewLabel}>Share card</figcaption>
      <div className={styles.card} data-testid="share-card-preview">
        {image ? <img className={styles.cardImage} src={image} alt="" /> : <span className={styles.cardNoImage}>No image</span>}
        <span className={styles.cardHost}>{new URL(url).host}</span>
        <span className={styles.cardTitle}>{title}</span>
        <span className={styles.cardDescription}>{description}</span>
      </div>
    </figure>
  );
}

/** Both, side by side: what the SEO dialog shows under its fields. */
export function SeoPreviews(props: PreviewProps) {
  return (
    <div className={styles.previews}>
      <SearchResultPreview {...props} />
      <ShareCardPreview {...props} />
    </div>
  );
}
