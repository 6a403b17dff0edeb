// Who else has the editor's document open, and what they did to it: the open form beats while it is
// open (presence-beat.ts) and shows the presence bar when there is something to say. Both are
// downloaded once a form has opened, so a screen's first load carries only this hook.
import type { Presence } from '@site/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PresenceBeat } from './presence-beat';
import type { PresenceBarProps } from './PresenceBar';
import type { Known } from './presence-text';

const PresenceBar = lazy(() => import('./PresenceBar').then((module) => ({ default: module.PresenceBar })));

/** The last beat's answer, and whether this editor held the edit at some beat (to be told it was taken over). */
interface Heard {
  presence: Presence | null;
  held: boolean;
}

/**
 * Whether the bar may have something to say (it decides exactly what): someone else is there, the
 * edit is theirs, or the document has a version the editor's copy was not based on. Alone on an
 * unchanged document, the bar's code is never downloaded.
 */
const worthShowing = ({ others, editing, published, draft }: Presence, known: Known) =>
  others.length > 0 ||
  !editing.you ||
  !known.published(published.etag) ||
  (draft !== null && known.draft !== null && !known.draft(draft.etag));

/** The presence bar of the document `doc` (its history address); nothing until the first beat is answered. */
export function usePresence(doc: string, bar: Omit<PresenceBarProps, 'presence' | 'held' | 'onTakeOver'>): ReactNode {
  const [heard, setHeard] = useState<Heard>({ presence: null, held: false });
  const beat = useRef<PresenceBeat | null>(null);
  useEffect(() => {
    let open = true;
    void import('./presence-beat').then(({ PresenceBeat }) => {
      if (!open) return;
      beat.current = new PresenceBeat(doc, (presence) =>
        setHeard((before) => ({ presence, held: before.held || presence.editing.you })),
      );
      beat.current.start();
    });
    return () => {
      open = false;
      beat.current?.stop();
      beat.current = null;
    };
  }, [doc]);
  if (!heard.presence || !worthShowing(heard.presence, bar.known)) return null;
  return (
    <Suspense>
      <PresenceBar presence={heard.presence} held={heard.held} onTakeOver={() => beat.current?.takeOver()} {...bar} />
    </Suspense>
  );
}
