// Nothing lost by accident: while a form on the page has unsaved changes, leaving the screen (a
// sidebar link, Log Out, Back) asks 'Discard your unsaved changes?' first, and closing or reloading
// the tab gets the browser's own warning. Moves that stay on the screen (`stays`) are not asked about.
import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../ui/ConfirmDialog';

export const DISCARD_QUESTION = 'Discard your unsaved changes?';

export function useUnsavedChangesGuard(dirty: boolean, stays: (pathname: string) => boolean = () => false): ReactNode {
  const { ask, confirmDialog } = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !stays(nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask(DISCARD_QUESTION, 'Discard').then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return confirmDialog;
}
