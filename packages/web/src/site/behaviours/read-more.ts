// Read More / Read Less (Show Less on news cards) on news and project cards: each button marked data-read-more toggles its own
// aria-expanded; the styles clamp the description while it is false and show the matching label
// (sections/shared/ReadMore). Without JavaScript the button is hidden and the whole text shows.
import { closestTo, listen } from './delegation';
import { collapseAll, isExpanded, setExpanded } from './expanded';

const BUTTON = '[data-read-more]';

export function startReadMore(root: Document | HTMLElement): () => void {
  collapseAll(root, BUTTON);
  const onClick = (event: MouseEvent) => {
    const button = closestTo(event, BUTTON);
    if (button) setExpanded(button, !isExpanded(button));
  };
  return listen(root, { click: onClick });
}
