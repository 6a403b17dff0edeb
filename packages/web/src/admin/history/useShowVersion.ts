// "Show" in the history panel: one old version at a time in the live preview, fetched on demand;
// showing it again, or closing the panel, gives the preview back to the form (onShow(null)).
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fetchVersion } from '../api/history';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';

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
  const latest = useRef({ shown, onShow });
  latest.current = { shown, onShow };

  // The panel goes: the preview follows the form again.
  useEffect(
    () => () => {
      if (latest.current.shown !== null) latest.current.onShow?.(null);
    },
    [],
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
      fetchVersion(doc, version).then(
        ({ data }) => {
          setLoading(null);
          setShown(version);
          onShow(data);
        },
        (error: unknown) => {
          setLoading(null);
          if (endSession(error)) return;
          console.error(`Failed to load version ${version} of ${doc}`, error);
          toast.error(`Version ${version} could not be shown.`, { description: error instanceof Error ? error.message : undefined });
        },
      );
    },
    [doc, endSession, onShow, shown],
  );

  return { shown, loading, toggle };
}
