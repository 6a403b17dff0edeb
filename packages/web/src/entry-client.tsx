// The browser entry of the public site. Pages are the server's HTML: no router and no whole-page
// hydration in the browser (links are plain page loads). Only the interactive parts, the islands a
// section declares (site/islands/island.tsx), are hydrated, each on its own when it is needed.
import { startIslands } from './site/islands/start';
import './styles/global.css';

startIslands();
