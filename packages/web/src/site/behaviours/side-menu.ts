// The side menus' scrolling row of chips on a phone: the current page's chip is brought into view,
// sideways only, when the page starts and whenever the current page changes (aria-current moves
// when the address changes in place). Lists marked data-side-menu (sections/shared/SideMenu).
import { afterNextLayout } from './after-layout';
import { within } from './expanded';

const LIST = '[data-side-menu]';
const CURRENT = '[aria-current="page"]';

/** How far to scroll a row so that a chip `offset` px from its left edge sits in the middle. */
export const centredScroll = (scrollLeft: number, offset: number, rowWidth: number, chipWidth: number): number =>
  scrollLeft + offset - (rowWidth - chipWidth) / 2;

function centreCurrent(list: HTMLElement): void {
  const current = list.querySelector<HTMLElement>(CURRENT);
  if (!current || list.scrollWidth <= list.clientWidth) return;
  const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left;
  list.scrollLeft = centredScroll(list.scrollLeft, offset, list.clientWidth, current.offsetWidth);
}

export function startSideMenus(root: Document | HTMLElement): () => void {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const cancel = afterNextLayout(doc.defaultView ?? window, () => within(root, LIST).forEach(centreCurrent));
  const moved = new MutationObserver((records) => {
    const lists = new Set(records.map((record) => (record.target as Element).closest<HTMLElement>(LIST)));
    for (const list of lists) if (list) centreCurrent(list);
  });
  moved.observe(root, { subtree: true, attributeFilter: ['aria-current'] });
  return () => {
    cancel();
    moved.disconnect();
  };
}
