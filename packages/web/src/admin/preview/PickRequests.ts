// What a click in the live preview asks of the editor open beside it: to focus a field of its own
// (on a phone, its form is shown first), or, for another section, to close as its Cancel does (the
// question about unsaved changes included) so that `to` opens the picked one. Given by the screen to
// the dialog's frame (EditorViews, the dialogs' close).
import { createContext, useContext, useEffect, useRef } from 'react';
import type { FieldFocus } from './preview-picking';

export interface PickRequests {
  focus: FieldFocus | null;
  leave: { n: number; to: () => void } | null;
}

export const PickContext = createContext<PickRequests>({ focus: null, leave: null });

/**
 * Closes the editor with `close` when another section is picked, then opens that one: `close` takes
 * what to do once closed, and does nothing when the admin keeps editing.
 */
export function useLeaveOnPick(close: (then: () => void) => void): void {
  const { leave } = useContext(PickContext);
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (leave) latest.current(leave.to);
  }, [leave]);
}
