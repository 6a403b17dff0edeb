// On a phone an editor dialog fills the screen and covers the live preview: two views, the form and
// the preview, with a switch between them at the top of the dialog. The form stays mounted while the
// preview shows, so nothing typed is lost; the preview is drawn only while it is chosen. From the
// dialog's breakpoint up the switch and this preview do not show and the form always does (the
// screen's own preview is beside the dialog there); the styles decide.
import { useRef, useState, type ReactNode } from 'react';
import { BrowserFrame } from './BrowserFrame';
import { useFollowSection } from './useFollowSection';
import buttons from '../ui/Button.module.css';
import styles from './EditorViews.module.css';

interface Props {
  /** The live preview, drawn while the Preview view is chosen. */
  preview: ReactNode;
  /** The form (and whatever goes with it). */
  children: ReactNode;
}

export function EditorViews({ preview, children }: Props) {
  const [view, setView] = useState<'form' | 'preview'>('form');
  return (
    <>
      <div role="group" aria-label="View" className={styles.switch}>
        {(['form', 'preview'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={`${buttons.button} ${styles.option}`}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {name === 'form' ? 'Form' : 'Preview'}
          </button>
        ))}
      </div>
      <div className={view === 'preview' ? styles.away : undefined}>{children}</div>
      {view === 'preview' && <div className={styles.preview}>{preview}</div>}
    </>
  );
}

interface FollowingPreviewProps {
  address: string;
  /** The section being edited, which the preview scrolls to and keeps in view. */
  section: string | null;
  /** Changes whenever the draft does. */
  revision: unknown;
  children: ReactNode;
}

/** A live preview in its own frame that follows the section being edited (the phone's Preview view). */
export function FollowingPreview({ address, section, revision, children }: FollowingPreviewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useFollowSection(viewport, section, revision);
  return (
    <BrowserFrame address={address} viewportRef={viewport} viewportLabel="Preview in the editor (scrollable)">
      {children}
    </BrowserFrame>
  );
}
