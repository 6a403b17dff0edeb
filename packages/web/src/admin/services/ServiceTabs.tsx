// One tab per service. The tabs follow the ARIA tabs pattern: one tab in the Tab order, the arrow
// keys, Home and End move between them and select; Delete on a tab asks to delete that service, like
// the "Delete service" button of its form. When the tabs do not fit, the strip scrolls sideways: a
// fade and a scroll button at each end that hides tabs say so.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { tabAfterKey } from './service-list';
import { scrollStep } from './tab-strip-scroll';
import { useHiddenEnds } from '../../shared/hidden-ends';
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
  /** While a delete is on its way, the Delete key waits. */
  busy: boolean;
  onSelect: (index: number) => void;
  onDelete: (index: number) => void;
}

export const tabIdOf = (key: string) => `service-tab-${key}`;

export function ServiceTabs({ tabs, selected, panelId, busy, onSelect, onDelete }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const hidden = useHiddenEnds(list, tabs.map((tab) => tab.title).join('\n'));

  // The selected tab (from the address, a new one, after a delete) is brought into the strip.
  useEffect(() => {
    refs.current[selected]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
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

  const scroll = (direction: -1 | 1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: direction * scrollStep(element.clientWidth), behavior: 'smooth' });
  };

  return (
    <div className={styles.strip} data-hidden-start={hidden.start || undefined} data-hidden-end={hidden.end || undefined}>
      <div ref={list} role="tablist" aria-label="Services" className={styles.tabs}>
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabIdOf(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={`${styles.tab} ${isSelected ? styles.selected : ''}`}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {/* For the pointer: the keyboard moves through the tabs with the arrow keys, which scroll too. */}
      {hidden.start && (
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.scroll} ${styles.start}`}
          aria-label="Scroll the tabs back"
          onClick={() => scroll(-1)}
        >
          <ChevronLeft aria-hidden="true" size={18} />
        </button>
      )}
      {hidden.end && (
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.scroll} ${styles.end}`}
          aria-label="Scroll the tabs on"
          onClick={() => scroll(1)}
        >
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      )}
    </div>
  );
}
