// The Undo and Redo buttons of an editor: icons named for assistive technology, a tooltip with the
// shortcut (Cmd on a Mac, Ctrl elsewhere), disabled when there is nothing to take back or put back.
import { Undo2 } from 'lucide-react';
import buttons from '../ui/Button.module.css';
import styles from './UndoButtons.module.css';
import type { Undo } from './useUndo';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const key = mac ? 'Cmd' : 'Ctrl';

export function UndoButtons({ undo }: { undo: Undo }) {
  const button = `${buttons.button} ${buttons.icon}`;
  return (
    <span className={styles.pair}>
      <button
        type="button"
        data-undo="undo"
        className={button}
        disabled={!undo.canUndo}
        onClick={() => undo.step('undo')}
        aria-label="Undo"
        aria-keyshortcuts="Control+Z Meta+Z"
        title={`Undo (${key}+Z)`}
      >
        <Undo2 aria-hidden="true" size={16} />
      </button>
      <button
        type="button"
        data-undo="redo"
        className={button}
        disabled={!undo.canRedo}
        onClick={() => undo.step('redo')}
        aria-label="Redo"
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={`Redo (Shift+${key}+Z)`}
      >
        {/* Redo's arrow is Undo's mirrored: one icon less in the first load. */}
        <Undo2 aria-hidden="true" size={16} className={styles.mirrored} />
      </button>
    </span>
  );
}
