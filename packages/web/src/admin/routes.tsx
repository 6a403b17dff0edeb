// The admin app's route tree (admin-editor §2): /login, and every /admin screen inside the guard
// (its loader) and the layout. Until the editors are built each screen is a titled placeholder.
import { redirect, type RouteObject } from 'react-router';
import { AdminRoot } from './AdminRoot';
import { CreateAdminPage } from './create-admin/CreateAdminPage';
import { requireSession } from './auth/require-session';
import { readToken } from './auth/session';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './login/LoginPage';
import { MessagesPage } from './messages/MessagesPage';
import { AdminNotFound } from './screens/AdminNotFound';
import { AdminRouteError } from './screens/AdminRouteError';
import { EditorPlaceholder } from './screens/EditorPlaceholder';
import { ServiceEditorPlaceholder } from './screens/ServiceEditorPlaceholder';
import { SessionCheck } from './screens/SessionCheck';

const homeEditor = (
  <EditorPlaceholder
    title="Home section editor"
    summary="Edit the home page's sections (carousel, hero, cards, services, statistics and more) beside a live preview."
  />
);

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
          { index: true, element: homeEditor },
          { path: 'home', element: homeEditor },
          {
            path: 'about',
            element: <EditorPlaceholder title="About editor" summary="Edit the company profile, message, mission, vision and story, team and FAQ." />,
          },
          { path: 'contact', element: <EditorPlaceholder title="Contact editor" summary="Edit the two contact blocks of the contact page." /> },
          { path: 'gallery', element: <EditorPlaceholder title="Gallery editor" summary="Edit the gallery's title, subtitle and images." /> },
          { path: 'projects', element: <EditorPlaceholder title="Projects editor" summary="Edit the projects page and its items." /> },
          { path: 'layouts', element: <EditorPlaceholder title="Navbar and footer editor" summary="Edit the navigation bar and the footer shown on every page." /> },
          {
            path: 'services',
            children: [
              {
                index: true,
                element: <EditorPlaceholder title="Services Manager" summary="Edit each service's hero section and features, add services and delete them." />,
              },
              { path: ':serviceSlug', element: <ServiceEditorPlaceholder /> },
            ],
          },
          { path: 'create-admin', element: <CreateAdminPage /> },
          { path: 'messages-list', element: <MessagesPage /> },
          {
            path: 'image-upload',
            element: <EditorPlaceholder title="Image Upload and Table View" summary="Upload images by category, copy their links and delete them." />,
          },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];
