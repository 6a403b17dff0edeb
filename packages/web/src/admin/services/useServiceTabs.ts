// Which service tab is selected, and the address that names it (/admin/services/{slug}), rewritten
// without a history entry per click. An address naming no service selects the first one and keeps
// the unknown slug for a notice until another tab is chosen.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { selectionForSlug, type DraftService } from './service-list';

export interface ServiceTabsState {
  selected: number;
  unknownSlug: string | null;
  select: (index: number, list?: readonly DraftService[]) => void;
}

/**
 * `loaded` is the list the manager opened with and `slug` the one its address named; `list` gives
 * the form's services now, for a selection made without naming the list.
 */
export function useServiceTabs(
  loaded: readonly DraftService[],
  slug: string | undefined,
  list: () => readonly DraftService[],
): ServiceTabsState {
  const navigate = useNavigate();
  const [initial] = useState(() => selectionForSlug(loaded, slug));
  const [selected, setSelected] = useState(initial.index);
  const [unknownSlug, setUnknownSlug] = useState(initial.unknown && slug ? slug : null);

  const select = useCallback(
    (index: number, services: readonly DraftService[] = list()) => {
      setSelected(index);
      setUnknownSlug(null);
      const named = services[index]?.slug;
      void navigate(named ? `${ADMIN_PATHS.services}/${encodeURIComponent(named)}` : ADMIN_PATHS.services, { replace: true });
    },
    [list, navigate],
  );

  return { selected, unknownSlug, select };
}
