// The Activity screen's filters: who (a username), what (an action, in words), from and to (days).
// Applying them puts them in the address, which loads the first page of what they match.
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@site/contracts';
import { useState, type FormEvent } from 'react';
import buttons from '../ui/Button.module.css';
import { hasFilters, NO_FILTERS, type ActivityFilters } from './activity-filters';
import styles from './ActivityPage.module.css';

interface Props {
  filters: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
}

export function ActivityFiltersForm({ filters, onApply }: Props) {
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof ActivityFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim() });
  }

  function onClear() {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  }

  return (
    <form className={styles.filters} role="search" aria-label="Filter the activity" onSubmit={onSubmit}>
      <label className={styles.filter}>
        <span>Who</span>
        <input className={styles.input} value={draft.actor} onChange={set('actor')} placeholder="Username" autoComplete="off" />
      </label>
      <label className={styles.filter}>
        <span>What</span>
        <select className={styles.input} value={draft.action} onChange={set('action')}>
          <option value="">Every action</option>
          {AUDIT_ACTIONS.map((action: AuditAction) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>From</span>
        <input className={styles.input} type="date" value={draft.since} onChange={set('since')} />
      </label>
      <label className={styles.filter}>
        <span>To</span>
        <input className={styles.input} type="date" value={draft.until} onChange={set('until')} />
      </label>
      <div className={styles.filterButtons}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
          Apply filters
        </button>
        {hasFilters(filters) ? (
          <button type="button" className={buttons.button} onClick={onClear}>
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
}
