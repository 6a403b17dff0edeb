// The browser entry: hydrates the server-rendered page with the router state the server embedded
// (window.__staticRouterHydrationData, read by createBrowserRouter).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './site/routes';
import './styles/global.css';

/**
 * A lazy route on the first page (/login) must be loaded before hydrating, or the first render
 * would show nothing where the server rendered the page.
 */
async function resolveLazyMatches(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

async function hydrate(): Promise<void> {
  await resolveLazyMatches();
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void hydrate();
