// The browser entry: hydrates the server-rendered page with the router state the server embedded
// (a JSON data block, site/hydration-data.ts, adopted as the global createBrowserRouter reads). The pages are lazy routes
// (site/routes.tsx): the ones the current URL matches are loaded first, as the server resolved
// them before rendering, so the first render matches the server's HTML. Their chunks are already
// on the way: the server linked them as modulepreloads.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { HYDRATION_DATA_ID } from '@site/contracts/site';
import { adoptHydrationData } from './site/hydration-data';
import { startBehaviours } from './site/behaviours/start';
import { routes } from './site/routes';
import './styles/global.css';

async function resolveLazyMatches(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate.');
adoptHydrationData(document, HYDRATION_DATA_ID);
await resolveLazyMatches();
hydrateRoot(
  root,
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
// The navbar's menus, scroll reveal, cards and Read More: plain script on the page's markup.
startBehaviours();
