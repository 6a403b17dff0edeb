// On a phone an editor dialog fills the screen and covers the live preview: two views, the form and
// the preview, with a switch between them at the top of the dialog. The form stays mounted while the
// preview shows, so nothing typed is lost; the preview is drawn only while it is chosen. From the
// dialog's breakpoint up the switch and this preview do not show and the form always does (the
// screen's own preview is beside the dialog there); the styles decide. A click in a preview that
// names a field of this form (PickContext) shows the form and focuses the field.
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { focusField } from '../form/focus-field';
import { BrowserFrame } from './BrowserFrame';
import { PickContext } from './PickRequests';
import type { Picking } from './preview-picking';
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
  const { focus } = useContext(PickContext);
  // The view chosen, and the pick it was chosen after: a later pick shows the form.
  const [chosen, setChosen] = useState<{ view: 'form' | 'preview'; after: number | undefined }>({
    view: 'form',
    after: focus?.n,
  });
  const view = focus && focus.n !== chosen.after ? 'form' : chosen.view;
  const setView = (next: 'form' | 'preview') => setChosen({ view: next, after: focus?.n });
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => (focus?.name ? focusField(() => form.current, focus.name) : undefined), [focus]);
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
      <div ref={form} className={view === 'preview' ? styles.away : undefined}>
        {children}
      </div>
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
  /** Click to edit, as in the screen's preview. */
  picking?: Picking;
  children: ReactNode;
}

/** A live preview in its own frame that follows the section being edited (the phone's Preview view). */
export function FollowingPreview({ address, section, revision, picking, children }: FollowingPreviewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useFollowSection(viewport, section, revision);
  return (
    <BrowserFrame address={address} viewportRef={viewport} viewportLabel="Preview in the editor (scrollable)" picking={picking}>
      {children}
    </BrowserFrame>
  );
}
