// The browser entry of the public site. Pages are the server's HTML: no router and no whole-page
// hydration in the browser (links are plain page loads). The small interactions (the navbar's menus,
// scroll reveal, cards, Read More) are plain script on the page's markup (site/behaviours); only the
// islands a section declares (islands/island.tsx) are hydrated, each on its own when it is needed.
import { startBehaviours } from './site/behaviours/start';
import { startIslands } from './islands/start';
import './styles/global.css';

startBehaviours();
startIslands();
