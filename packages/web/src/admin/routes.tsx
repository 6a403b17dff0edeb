// The admin app's route tree: /login, and every /admin screen inside the guard (its loader) and the
// layout. A screen's data comes from its route's loader, and a change reloads it by revalidation.
//
// Every screen is a route with `lazy` properties: its component and its loader are imported when the
// screen is first opened, so each screen's code is a chunk of its own and the shell (this file, the
// guard, the layout and sidebar) stays small. The imports are the screen's entry in SCREEN_MODULES
// (screen-modules.ts), which the server reads too, to have a cold screen's chunks fetched with the
// shell. A new screen is an entry there, `thing: { loader: () => import('./thing/thing-loader'),
// screen: () => import('./thing/ThingPage') }`, and its route here:
//   { path: 'thing', lazy: { loader: async () => (await SCREEN_MODULES.thing.loader()).thingLoader,
//                            Component: async () => (await SCREEN_MODULES.thing.screen()).ThingPage } }
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
import { PAGE_EDITOR, pageBody, SCREEN_MODULES } from './screen-modules';

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
      const { loadPageEditor } = await PAGE_EDITOR.loader();
      return ({ request }) => loadPageEditor(page, pageBody(page), new URL(request.url).searchParams);
    },
    element: async () => {
      const { PageEditorScreen } = await PAGE_EDITOR.screen();
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
      loader: async () => (await SCREEN_MODULES.dashboard.loader()).dashboardLoader,
      Component: async () => (await SCREEN_MODULES.dashboard.screen()).DashboardPage,
    },
  },
  ...(Object.keys(PAGE_EDITORS) as PreviewPage[]).map((page) => pageEditor(page)),
  // One route for both addresses, so that selecting a tab (which rewrites the slug) keeps the screen.
  {
    path: 'services/:serviceSlug?',
    lazy: {
      loader: async () => (await SCREEN_MODULES['services/:serviceSlug?'].loader()).servicesLoader,
      shouldRevalidate: async () => (await SCREEN_MODULES['services/:serviceSlug?'].loader()).servicesShouldRevalidate,
      Component: async () => (await SCREEN_MODULES['services/:serviceSlug?'].screen()).ServicesManager,
    },
  },
  {
    path: 'create-admin',
    lazy: {
      Component: async () => forPermission('manage_accounts', (await SCREEN_MODULES['create-admin'].screen()).CreateAdminPage),
    },
  },
  { path: 'admins', lazy: { Component: async () => (await SCREEN_MODULES.admins.screen()).AdminsPage } },
  {
    path: 'site-health',
    lazy: {
      loader: async () => (await SCREEN_MODULES['site-health'].loader()).siteHealthLoader,
      shouldRevalidate: async () => (await SCREEN_MODULES['site-health'].loader()).siteHealthShouldRevalidate,
      Component: async () => (await SCREEN_MODULES['site-health'].screen()).SiteHealthPage,
    },
  },
  { path: 'drafts', lazy: { Component: async () => (await SCREEN_MODULES.drafts.screen()).DraftsPage } },
  {
    path: 'review',
    lazy: { Component: async () => forPermission('review', (await SCREEN_MODULES.review.screen()).ReviewPage) },
  },
  {
    path: 'settings',
    lazy: {
      loader: async () => (await SCREEN_MODULES.settings.loader()).settingsLoader,
      Component: async () => forPermission('change_settings', (await SCREEN_MODULES.settings.screen()).SiteSettingsPage),
    },
  },
  {
    path: 'pages',
    lazy: {
      loader: async () => (await SCREEN_MODULES.pages.loader()).pagesLoader,
      Component: async () => (await SCREEN_MODULES.pages.screen()).PagesScreen,
    },
  },
  // Keyed by the address: a rename moves to the new one with a fresh editor.
  {
    path: 'pages/:slug',
    lazy: {
      loader: async () => (await SCREEN_MODULES['pages/:slug'].loader()).customPageEditorLoader,
      Component: async () => {
        const { CustomPageEditor } = await SCREEN_MODULES['pages/:slug'].screen();
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
      loader: async () => (await SCREEN_MODULES['messages-list'].loader()).messagesLoader,
      shouldRevalidate: async () => (await SCREEN_MODULES['messages-list'].loader()).messagesShouldRevalidate,
      Component: async () => forPermission('read_inbox', (await SCREEN_MODULES['messages-list'].screen()).MessagesPage),
    },
  },
  {
    path: 'not-found',
    lazy: {
      loader: async () => (await SCREEN_MODULES['not-found'].loader()).notFoundLoader,
      Component: async () => forPermission('read_not_found_log', (await SCREEN_MODULES['not-found'].screen()).NotFoundPage),
    },
  },
  {
    path: 'activity',
    lazy: {
      loader: async () => (await SCREEN_MODULES.activity.loader()).activityLoader,
      Component: async () => forPermission('read_audit_log', (await SCREEN_MODULES.activity.screen()).ActivityPage),
    },
  },
  {
    path: 'redirects',
    lazy: {
      Component: async () => forPermission('manage_redirects', (await SCREEN_MODULES.redirects.screen()).RedirectsPage),
    },
  },
  {
    path: 'languages',
    lazy: {
      loader: async () => (await SCREEN_MODULES.languages.loader()).languagesLoader,
      Component: async () => (await SCREEN_MODULES.languages.screen()).LanguagesPage,
    },
  },
  {
    path: 'image-upload',
    lazy: {
      loader: async () => (await SCREEN_MODULES['image-upload'].loader()).imagesLoader,
      Component: async () => (await SCREEN_MODULES['image-upload'].screen()).ImageLibraryPage,
    },
  },
  {
    path: 'media-library',
    lazy: {
      loader: async () => (await SCREEN_MODULES['media-library'].loader()).mediaLoader,
      Component: async () => (await SCREEN_MODULES['media-library'].screen()).MediaLibraryPage,
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
