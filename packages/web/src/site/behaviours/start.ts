// The public site's small interactions in plain script: no React needed in the browser for them.
// The components render data attributes (the same markup on the server, in the browser and in the
// editor's live preview); these listeners, delegated to `root`, give them their behaviour, so they
// also work on markup that React renders again later (the carousel's script, larger, is loaded only
// on a page that has one: carousels.ts). Returns a function that removes them all.
import { startCards } from './cards';
import { startCarousels } from './carousels';
import { startNavbar } from './navbar';
import { startReadMore } from './read-more';
import { startReveal } from './reveal';
import { startSideMenus } from './side-menu';

/** Set on the root (the html element for a document) once the behaviours listen: tests wait for it. */
export const STARTED_ATTRIBUTE = 'data-behaviours';

export function startBehaviours(root: Document | HTMLElement = document): () => void {
  const stops = [
    startNavbar(root),
    startReveal(root),
    startCards(root),
    startReadMore(root),
    startSideMenus(root),
    startCarousels(root),
  ];
  const marked = root instanceof Document ? root.documentElement : root;
  marked.setAttribute(STARTED_ATTRIBUTE, 'started');
  return () => {
    stops.forEach((stop) => stop());
    marked.removeAttribute(STARTED_ATTRIBUTE);
  };
}
