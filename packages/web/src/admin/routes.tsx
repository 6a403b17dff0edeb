// The admin app's route tree: /login, and every /admin screen inside the guard (its loader) and the
// layout. A screen's data comes from its route's loader, and a change reloads it by revalidation.
//
// Every screen is a route with `lazy` properties: its component and its loader are imported when the
// screen is first opened, so each screen's code is a chunk of its own and the shell (this file, the
// guard, the layout and sidebar) stays small. A new screen follows the same pattern:
//   { path: 'thing', lazy: { loader: async () => (await import('./thing/thing-loader')).thingLoader,
//                            Component: async () => (await import('./thing/ThingPage')).ThingPage } }
// and never a static import of a screen's module here (that would put it back into the shell;
// e2e/admin-bundle-budget.spec.ts fails then).
import { redirect, useParams, type RouteObject } from 'react-router';
import { AdminRoot } from './AdminRoot';
import type { PreviewPage } from './preview/PagePreview';
import { readToken } from './auth/session';
import { AdminLayout } from './layout/AdminLayout';
import { adminLayoutLoader, adminLayoutShouldRevalidate } from './layout/layout-loader';
import { AdminNotFound } from './layout/AdminNotFound';
import { AdminRouteError } from './layout/AdminRouteError';
import { ADMIN_LAYOUT_ROUTE } from './auth/permissions';
import { forPermission, ScreenError } from './layout/RoleRefused';
import { SessionCheck } from './layout/SessionCheck';

/**
 * Each page editor's address under /admin and its title; the compiler names a page of the registry
 * without one. Its keys are the pages the routes list (not the registry's SECTION_PAGES, whose
 * module would bring the section schemas and zod into the shell).
 */
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
  const lazy: RouteObject['lazy'] = {
    loader: async () => {
      const { loadPageEditor } = await import('./page-editor/page-editor-loader');
      return ({ request }) => loadPageEditor(page, new URL(request.url).searchParams);
    },
    element: async () => {
      const { PageEditorScreen } = await import('./page-editor/PageEditorScreen');
      return <PageEditorScreen page={page} title={title} address={address} />;
    },
  };
  return index ? { index: true, lazy } : { path, lazy };
}

/** The screens inside the layout. */
const SCREENS: RouteObject[] = [
  pageEditor('home', true),
  {
    path: 'dashboard',
    lazy: {
      loader: async () => (await import('./dashboard/dashboard-loader')).dashboardLoader,
      Component: async () => (await import('./dashboard/DashboardPage')).DashboardPage,
    },
  },
  ...(Object.keys(PAGE_EDITORS) as PreviewPage[]).map((page) => pageEditor(page)),
  // One route for both addresses, so that selecting a tab (which rewrites the slug) keeps the screen.
  {
    path: 'services/:serviceSlug?',
    lazy: {
      loader: async () => (await import('./services/services-loader')).servicesLoader,
      shouldRevalidate: async () => (await import('./services/services-loader')).servicesShouldRevalidate,
      Component: async () => (await import('./services/ServicesManager')).ServicesManager,
    },
  },
  {
    path: 'create-admin',
    lazy: {
      Component: async () => forPermission('manage_accounts', (await import('./create-admin/CreateAdminPage')).CreateAdminPage),
    },
  },
  { path: 'admins', lazy: { Component: async () => (await import('./admins/AdminsPage')).AdminsPage } },
  {
    path: 'site-health',
    lazy: {
      loader: async () => (await import('./site-health/site-health-loader')).siteHealthLoader,
      shouldRevalidate: async () => (await import('./site-health/site-health-loader')).siteHealthShouldRevalidate,
      Component: async () => (await import('./site-health/SiteHealthPage')).SiteHealthPage,
    },
  },
  { path: 'drafts', lazy: { Component: async () => (await import('./drafts/DraftsPage')).DraftsPage } },
  {
    path: 'review',
    lazy: { Component: async () => forPermission('review', (await import('./review/ReviewPage')).ReviewPage) },
  },
  {
    path: 'settings',
    lazy: {
      loader: async () => (await import('./settings/settings-loader')).settingsLoader,
      Component: async () => forPermission('change_settings', (await import('./settings/SiteSettingsPage')).SiteSettingsPage),
    },
  },
  {
    path: 'pages',
    lazy: {
      loader: async () => (await import('./custom-pages/pages-loader')).pagesLoader,
      Component: async () => (await import('./custom-pages/PagesScreen')).PagesScreen,
    },
  },
  // Keyed by the address: a rename moves to the new one with a fresh editor.
  {
    path: 'pages/:slug',
    lazy: {
      loader: async () => (await import('./custom-pages/pages-loader')).customPageEditorLoader,
      Component: async () => {
        const { CustomPageEditor } = await import('./custom-pages/CustomPageEditor');
        return function CustomPageEditorRoute() {
          const { slug } = useParams();
          return <CustomPageEditor key={slug} />;
        };
      },
    },
  },
  {
    path: 'messages-list',
    lazy: {
      loader: async () => (await import('./messages/messages-loader')).messagesLoader,
      shouldRevalidate: async () => (await import('./messages/messages-loader')).messagesShouldRevalidate,
      Component: async () => forPermission('read_inbox', (await import('./messages/MessagesPage')).MessagesPage),
    },
  },
  {
    path: 'not-found',
    lazy: {
      loader: async () => (await import('./not-found/not-found-loader')).notFoundLoader,
      Component: async () => forPermission('read_not_found_log', (await import('./not-found/NotFoundPage')).NotFoundPage),
    },
  },
  {
    path: 'activity',
    lazy: {
      loader: async () => (await import('./activity/activity-loader')).activityLoader,
      Component: async () => forPermission('read_audit_log', (await import('./activity/ActivityPage')).ActivityPage),
    },
  },
  {
    path: 'redirects',
    lazy: {
      Component: async () => forPermission('manage_redirects', (await import('./redirects/RedirectsPage')).RedirectsPage),
    },
  },
  {
    path: 'languages',
    lazy: {
      loader: async () => (await import('./languages/languages-loader')).languagesLoader,
      Component: async () => (await import('./languages/LanguagesPage')).LanguagesPage,
    },
  },
  {
    path: 'image-upload',
    lazy: {
      loader: async () => (await import('./media/images-loader')).imagesLoader,
      Component: async () => (await import('./media/ImageLibraryPage')).ImageLibraryPage,
    },
  },
  {
    path: 'media-library',
    lazy: {
      loader: async () => (await import('./media/media-loader')).mediaLoader,
      Component: async () => (await import('./media/MediaLibraryPage')).MediaLibraryPage,
    },
  },
  { path: '*', element: <AdminNotFound /> },
];

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminRoot />,
    errorElement: <AdminRouteError />,
    children: [
      // Someone already signed in goes on to the editor; a stale token is cleared there by the guard,
      // which sends them back here, so this cannot loop.
      {
        path: 'login',
        loader: () => (readToken() ? redirect('/admin') : null),
        lazy: { Component: async () => (await import('./login/LoginRoute')).LoginRoute },
      },
      // A review link's page: for someone without an account, outside the guard.
      {
        path: 'review/:token',
        lazy: { Component: async () => (await import('./review/LinkReviewPage')).LinkReviewPage },
      },
      {
        id: ADMIN_LAYOUT_ROUTE,
        path: 'admin',
        loader: adminLayoutLoader,
        shouldRevalidate: adminLayoutShouldRevalidate,
        HydrateFallback: SessionCheck,
        element: <AdminLayout />,
        errorElement: <AdminRouteError />,
        // A screen the role may not open says so inside the layout (RoleRefused.tsx).
        children: [{ errorElement: <ScreenError />, children: SCREENS }],
      },
    ],
  },
];
