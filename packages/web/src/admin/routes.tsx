// The admin app's route tree (admin-editor §2): /login, and every /admin screen inside the guard
// (its loader) and the layout.
import { redirect, type RouteObject } from 'react-router';
import { AdminRoot } from './AdminRoot';
import { fetchPageContent } from './api/page-content';
import { PageEditorScreen } from './editors/PageEditorScreen';
import type { PreviewPage } from './preview/PagePreview';
import { AdminsPage } from './admins/AdminsPage';
import { CreateAdminPage } from './create-admin/CreateAdminPage';
import { requireSession } from './auth/require-session';
import { readToken } from './auth/session';
import { ImageLibraryPage } from './image-library/ImageLibraryPage';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './login/LoginPage';
import { MessagesPage } from './messages/MessagesPage';
import { AdminNotFound } from './screens/AdminNotFound';
import { AdminRouteError } from './screens/AdminRouteError';
import { SessionCheck } from './screens/SessionCheck';
import { ServicesManager } from './services/ServicesManager';

/** A page editor's route: the page's content as loader data, refreshed after every save. */
function pageEditor(path: string | null, page: PreviewPage, title: string): RouteObject {
  const address = `https://www.brightwell.example/${page === 'home' || page === 'layout' ? '' : page}`;
  const loader = () => fetchPageContent(page === 'layout' ? 'home' : page);
  const element = <PageEditorScreen page={page} title={title} address={address} />;
  return path === null ? { index: true, loader, element } : { path, loader, element };
}

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminRoot />,
    errorElement: <AdminRouteError />,
    children: [
      // Someone already signed in goes on to the editor; a stale token is cleared there by the guard,
      // which sends them back here, so this cannot loop.
      { path: 'login', loader: () => (readToken() ? redirect('/admin') : null), element: <LoginPage /> },
      {
        path: 'admin',
        loader: requireSession,
        HydrateFallback: SessionCheck,
        element: <AdminLayout />,
        errorElement: <AdminRouteError />,
        children: [
          pageEditor(null, 'home', 'Home section editor'),
          pageEditor('home', 'home', 'Home section editor'),
          pageEditor('about', 'about', 'About editor'),
          pageEditor('contact', 'contact', 'Contact editor'),
          pageEditor('gallery', 'gallery', 'Gallery editor'),
          pageEditor('projects', 'projects', 'Projects editor'),
          pageEditor('layouts', 'layout', 'Navbar and footer editor'),
          // One route for both addresses, so that selecting a tab (which rewrites the slug) keeps the screen.
          { path: 'services/:serviceSlug?', element: <ServicesManager /> },
          { path: 'create-admin', element: <CreateAdminPage /> },
          { path: 'admins', element: <AdminsPage /> },
          { path: 'messages-list', element: <MessagesPage /> },
          { path: 'image-upload', element: <ImageLibraryPage /> },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];
