// The admin bundle's entry (admin.html): a client-rendered app, no server rendering. It is a Vite
// entry of its own, so none of this code is ever downloaded by the public pages.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { adminRoutes } from './routes';
import './styles/admin.css';

const router = createBrowserRouter(adminRoutes);
const root = document.getElementById('admin-root');
if (!root) throw new Error('admin.html has no #admin-root element to render into.');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
