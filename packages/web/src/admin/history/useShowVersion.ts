// "Show" in the history panel: one old version at a time in the live preview, fetched on demand;
// showing it again, or closing the panel, gives the preview back to the form (onShow(null)). An
// answer that arrives after the panel closed is dropped, so it cannot take the preview back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../shared/error-message';
import { fetchVersion } from '../api/history';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { LatestRequest } from '../loading/latest-request';

export interface ShowVersion {
  /** The version in the preview, if any. */
  shown: number | null;
  /** The version being fetched, if any. */
  loading: number | null;
  toggle: (version: number) => void;
}

export function useShowVersion(doc: string, onShow: ((data: unknown) => void) | undefined): ShowVersion {
  const endSession = useEndSessionOnUnauthorized();
  const [shown, setShown] = useState<number | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const [latest] = useState(() => new LatestRequest());
  const current = useRef({ shown, onShow });
  useEffect(() => {
    current.current = { shown, onShow };
  });

  // The panel goes: the preview follows the form again.
  useEffect(
    () => () => {
      latest.stop();
      if (current.current.shown !== null) current.current.onShow?.(null);
    },
    [latest],
  );

  const toggle = useCallback(
    (version: number) => {
      if (!onShow) return;
      if (shown === version) {
        setShown(null);
        onShow(null);
        return;
      }
      setLoading(version);
      latest.start((signal) => fetchVersion(doc, version, signal), {
        data: ({ data }) => {
          setLoading(null);
          setShown(version);
          onShow(data);
        },
        error: (error) => {
          setLoading(null);
          if (endSession(error)) return;
          console.error(`Failed to load version ${version} of ${doc}`, error);
          toast.error(`Version ${version} could not be shown.`, { description: messageOf(error) });
        },
      });
    },
    [doc, endSession, latest, onShow, shown],
  );

  return { shown, loading, toggle };
}
