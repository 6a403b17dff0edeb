// The inbox search: what is typed is searched for (name, email and text) once typing pauses for
// SEARCH_DELAY_MS, so the list is not reloaded at every key.
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import styles from './MessagesToolbar.module.css';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search the list answers now. */
  value: string;
  onSearch: (q: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const id = useId();

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        Search messages
      </label>
      <Search className={styles.searchIcon} aria-hidden="true" size={16} />
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder="Search name, email or text"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
