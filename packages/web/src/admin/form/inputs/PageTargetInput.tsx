// A menu link's target: a page of the site chosen from a list, or "Other address…" with the address
// typed (another site, an anchor, mailto:). A stored address that is none of the pages opens typed.
import { useId, useState } from 'react';
import type { SitePageOption } from '../site-pages';
import type { InputProps } from './input-props';
import styles from './Field.module.css';

const OTHER = '__other__';

interface Props extends InputProps {
  groups: { label: string; pages: SitePageOption[] }[];
  /** A page was chosen: its name, for a label still empty. */
  onPage?: (page: SitePageOption) => void;
}

export function PageTargetInput({ a11y, label, value, onChange, onBlur, inputRef, groups, onPage }: Props) {
  const addressId = useId();
  const pages = groups.flatMap((g) => g.pages);
  const isPage = pages.some((p) => p.path === value);
  const [other, setOther] = useState(value !== '' && !isPage);
  const typed = other || (value !== '' && !isPage);
  return (
    <>
      <select
        {...a11y}
        className={styles.input}
        value={typed ? OTHER : value}
        onChange={(e) => {
          const chosen = e.target.value;
          if (chosen === OTHER) return setOther(true);
          setOther(false);
          onChange(chosen);
          const page = pages.find((p) => p.path === chosen);
          if (page) onPage?.(page);
        }}
        onBlur={onBlur}
      >
        <option value="">Choose a page…</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.label}
              </option>
            ))}
          </optgroup>
        ))}
        <option value={OTHER}>Other address…</option>
      </select>
      {typed && (
        <>
          <label className={styles.label} htmlFor={addressId}>
            {`${label}: address`}
          </label>
          <input
            id={addressId}
            ref={inputRef}
            aria-invalid={a11y['aria-invalid']}
            aria-describedby={a11y['aria-describedby']}
            className={styles.input}
            type="url"
            value={value}
            placeholder="https://… or /page"
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            autoComplete="off"
          />
        </>
      )}
    </>
  );
}
