// The admin app's route tree: /login, and every /admin screen inside the guard (its loader) and the
// layout. A screen's data comes from its route's loader, and a change reloads it by revalidation.
import { SECTION_PAGES } from '@site/contracts';
import { redirect, useParams, type RouteObject } from 'react-router';
import { AdminRoot } from './AdminRoot';
import { loadPageEditor } from './editors/page-editor-loader';
import { PageEditorScreen } from './editors/PageEditorScreen';
import type { PreviewPage } from './preview/PagePreview';
import { AdminsPage } from './admins/AdminsPage';
import { CreateAdminPage } from './create-admin/CreateAdminPage';
import { DraftsPage } from './drafts/DraftsPage';
import { readToken } from './auth/session';
import { ImageLibraryPage } from './image-library/ImageLibraryPage';
import { CustomPageEditor } from './pages/CustomPageEditor';
import { customPageEditorLoader, pagesLoader } from './pages/pages-loader';
import { PagesScreen } from './pages/PagesScreen';
import { imagesLoader } from './image-library/images-loader';
import { AdminLayout } from './layout/AdminLayout';
import { adminLayoutLoader, adminLayoutShouldRevalidate } from './layout/layout-loader';
import { LoginPage } from './login/LoginPage';
import { MessagesPage } from './messages/MessagesPage';
import { messagesLoader, messagesShouldRevalidate } from './messages/messages-loader';
import { AdminNotFound } from './screens/AdminNotFound';
import { AdminRouteError } from './screens/AdminRouteError';
import { SessionCheck } from './screens/SessionCheck';
import { ServicesManager } from './services/ServicesManager';
import { servicesLoader, servicesShouldRevalidate } from './services/services-loader';

/** Each page editor's address under /admin and its title; the compiler names a page of the registry without one. */
const PAGE_EDITORS: Record<PreviewPage, { path: string; title: string }> = {
  layout: { path: 'layouts', title: 'Navbar and footer editor' },
  home: { path: 'home', title: 'Home section editor' },
  about: { path: 'about', title: 'About editor' },
  contact: { path: 'contact', title: 'Contact editor' },
  gallery: { path: 'gallery', title: 'Gallery editor' },
  projects: { path: 'projects', title: 'Projects editor' },
};

/** A page editor's route (the index route: the home page's): the page's content and drafts as loader data, refreshed after every save. */
function pageEditor(page: PreviewPage, index = false): RouteObject {
  const { path, title } = PAGE_EDITORS[page];
  const address = `https://www.brightwell.example/${page === 'home' || page === 'layout' ? '' : page}`;
  const loader = () => loadPageEditor(page);
  const element = <PageEditorScreen page={page} title={title} address={address} />;
  return index ? { index: true, loader, element } : { path, loader, element };
}

function CustomPageEditorRoute() {
  const { slug } = useParams();
  return <CustomPageEditor key={slug} />;
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
        loader: adminLayoutLoader,
        shouldRevalidate: adminLayoutShouldRevalidate,
        HydrateFallback: SessionCheck,
        element: <AdminLayout />,
        errorElement: <AdminRouteError />,
        children: [
          pageEditor('home', true),
          ...SECTION_PAGES.map((page) => pageEditor(page)),
          // One route for both addresses, so that selecting a tab (which rewrites the slug) keeps the screen.
          {
            path: 'services/:serviceSlug?',
            loader: servicesLoader,
            shouldRevalidate: servicesShouldRevalidate,
            element: <ServicesManager />,
          },
          { path: 'pages', loader: pagesLoader, element: <PagesScreen /> },
          // Keyed by the address: a rename moves to the new one with a fresh editor.
          { path: 'pages/:slug', loader: customPageEditorLoader, element: <CustomPageEditorRoute /> },
          { path: 'create-admin', element: <CreateAdminPage /> },
          { path: 'admins', element: <AdminsPage /> },
          { path: 'drafts', element: <DraftsPage /> },
          {
            path: 'messages-list',
            loader: messagesLoader,
            shouldRevalidate: messagesShouldRevalidate,
            element: <MessagesPage />,
          },
          { path: 'image-upload', loader: imagesLoader, element: <ImageLibraryPage /> },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];
