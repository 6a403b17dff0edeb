// The browser entry: hydrates the server-rendered page with the router state the server embedded
// (window.__staticRouterHydrationData, read by createBrowserRouter).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './site/routes';
import './styles/global.css';

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate.');
hydrateRoot(
  root,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
