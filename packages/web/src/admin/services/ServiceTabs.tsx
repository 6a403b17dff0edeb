// One tab per service, each with its delete cross. The tabs follow the ARIA tabs
// pattern: one tab in the Tab order, the arrow keys, Home and End move between them and select;
// Delete on a tab asks to delete it, like its cross.
import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { tabAfterKey } from './service-list';
import styles from './ServiceTabs.module.css';

export interface Tab {
  /** Stable across renders (react-hook-form's field id). */
  key: string;
  title: string;
}

interface Props {
  tabs: Tab[];
  selected: number;
  panelId: string;
  /** While a delete is on its way, the crosses wait. */
  busy: boolean;
  onSelect: (index: number) => void;
  onDelete: (index: number) => void;
}

export const tabIdOf = (key: string) => `service-tab-${key}`;

export function ServiceTabs({ tabs, selected, panelId, busy, onSelect, onDelete }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // On a phone the strip scrolls: the selected tab (from the address, a new one, after a delete) is brought into it.
  useEffect(() => {
    refs.current[selected]?.parentElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected, tabs.length]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      if (!busy) onDelete(index);
      return;
    }
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Services" className={styles.tabs}>
      {tabs.map((tab, index) => {
        const isSelected = index === selected;
        return (
          <div key={tab.key} role="presentation" className={`${styles.tab} ${isSelected ? styles.selected : ''}`}>
            <button
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabIdOf(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tabButton}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </button>
            <button
              type="button"
              className={styles.delete}
              aria-label={`Delete ${tab.title}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={busy}
              onClick={() => onDelete(index)}
            >
              <X aria-hidden="true" size={14} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
