// The line above an open form about the other people on its document: a change someone else saved
// or published (Reload theirs / Keep mine), who holds the edit when it is not this editor (Take over;
// nobody is blocked), and who else has it open. Downloaded with the first beat's answer (usePresence).
import type { Presence } from '@site/contracts';
import { useState } from 'react';
import type { ConflictSubject } from '../conflict/conflict-text';
import buttons from '../ui/Button.module.css';
import styles from './PresenceBar.module.css';
import { changeOf, changeText, editingText, othersText, type Change, type Known } from './presence-text';

export interface PresenceBarProps {
  presence: Presence;
  /** This editor held the edit at some beat: a take-over is said to it as one. */
  held: boolean;
  subject: ConflictSubject;
  /** The versions the editor's copy was based on. */
  known: Known;
  onTakeOver: () => Promise<void> | undefined;
  /** Their version replaces the form. */
  onReloadTheirs: () => Promise<void>;
  /** The form stays; its next save knowingly replaces their version. */
  onKeepMine: (change: Change) => void;
}

const changeKey = (change: Change) => `${change.published} ${change.draft ?? ''}`;

export function PresenceBar({ presence, held, subject, known, onTakeOver, onReloadTheirs, onKeepMine }: PresenceBarProps) {
  const [settled, setSettled] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const found = changeOf(presence, known);
  const change = found && changeKey(found) !== settled ? found : null;
  const editing = editingText(presence.editing, subject, held);
  const others = othersText(presence.others);
  const small = `${buttons.button} ${buttons.small}`;

  const act = async (step: () => Promise<unknown> | undefined) => {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  };

  if (!change && !editing && !others) return null;
  return (
    <div className={styles.bar}>
      {change && (
        <div role="alert" className={styles.change}>
          <p>{changeText(change, subject)}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${small} ${buttons.primary}`}
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await onReloadTheirs();
                  setSettled(changeKey(change));
                })
              }
            >
              Reload theirs
            </button>
            <button
              type="button"
              className={small}
              disabled={busy}
              onClick={() => {
                onKeepMine(change);
                setSettled(changeKey(change));
              }}
            >
              Keep mine
            </button>
          </div>
        </div>
      )}
      {editing && (
        <div className={styles.lock}>
          <p role="status">{editing}</p>
          <button type="button" className={small} disabled={busy} onClick={() => void act(onTakeOver)}>
            Take over
          </button>
        </div>
      )}
      <p role="status" className={styles.others}>
        {others}
      </p>
    </div>
  );
}
