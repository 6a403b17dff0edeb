// The fields of a page's search-engine settings: title and description (each with the automatic
// value as its placeholder and a length hint), share image and noindex. Under the title, the whole
// tab title it gives ("Shown as: …", the site settings' template applied unless the title already
// names the site or is marked as the whole title), which is what its length hint counts.
import { useId } from 'react';
import { DESCRIPTION_HINT, SEO_IMAGE_CATEGORY, TITLE_HINT, type PageSeo } from '@site/contracts';
import { FieldShell } from '../form/inputs/FieldShell';
import { ImageInput } from '../form/inputs/ImageInput';
import fieldStyles from '../form/inputs/Field.module.css';
import { LengthHint } from './LengthHint';
import styles from './Seo.module.css';

interface Props {
  value: PageSeo;
  onChange: (value: PageSeo) => void;
  /** What each field is when left empty. */
  automatic: { title: string; description: string };
  /** What search results show: the tab's whole title (template included), and the description's length. */
  shown: { title: string; description: number };
}

export function SeoFields({ value, onChange, automatic, shown }: Props) {
  const id = useId();
  const set = (patch: Partial<PageSeo>) => onChange({ ...value, ...patch });
  return (
    <>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-title`}>
          Page title
        </label>
        <input
          id={`${id}-title`}
          className={fieldStyles.input}
          value={value.title}
          placeholder={automatic.title}
          aria-describedby={`${id}-title-shown ${id}-title-hint`}
          onChange={(e) => set({ title: e.target.value })}
          autoComplete="off"
        />
        <span id={`${id}-title-shown`} className={styles.count}>
          Shown as: {shown.title}
        </span>
        <LengthHint id={`${id}-title-hint`} length={shown.title.length} limit={TITLE_HINT} />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={value.title_is_complete}
            onChange={(e) => set({ title_is_complete: e.target.checked })}
          />
          Use this title as the whole title (without the site name template)
        </label>
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className={fieldStyles.input}
          rows={3}
          value={value.description}
          placeholder={automatic.description}
          aria-describedby={`${id}-description-hint`}
          onChange={(e) => set({ description: e.target.value })}
        />
        <LengthHint id={`${id}-description-hint`} length={shown.description} limit={DESCRIPTION_HINT} />
      </div>
      <FieldShell id={`${id}-image`} label="Share image" hint="Shown when the page is shared; empty: the page's own picture.">
        {(a11y) => (
          <ImageInput
            a11y={a11y}
            label="Share image"
            value={value.image}
            onChange={(image) => set({ image })}
            category={SEO_IMAGE_CATEGORY}
            uploadFailure="Failed to upload image"
          />
        )}
      </FieldShell>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={value.noindex} onChange={(e) => set({ noindex: e.target.checked })} />
        Hide this page from search engines (noindex)
      </label>
    </>
  );
}
