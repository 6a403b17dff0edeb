// Nothing lost by accident: while a form on the page has unsaved changes, leaving the screen (a
// sidebar link, Log Out, Back) asks 'Discard your unsaved changes?' first, and closing or reloading
// the tab gets the browser's own warning. Moves that stay on the screen (`stays`) are not asked about.
import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../ui/ConfirmDialog';

export const DISCARD_QUESTION = 'Discard your unsaved changes?';

/** `onDiscard` runs when the admin chose Discard, before leaving (an automatically saved draft is undone). */
export function useUnsavedChangesGuard(
  dirty: boolean,
  stays: (pathname: string) => boolean = () => false,
  onDiscard?: () => Promise<void>,
): ReactNode {
  const { ask, confirmDialog } = useConfirm();
  // The latest callback, without asking again when the screen renders a new one.
  const discarded = useRef(onDiscard);
  useEffect(() => {
    discarded.current = onDiscard;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !stays(nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask(DISCARD_QUESTION, 'Discard').then(async (discard) => {
      if (!discard) return blocker.reset();
      await discarded.current?.();
      blocker.proceed();
    });
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return confirmDialog;
}
