// Which modules each editor screen loads, by its address under /admin: the one list that the
// router's lazy routes import from (routes.tsx) and that the admin build reads to name each
// address's chunks (build/screen-modules.ts writes dist/admin/screen-modules.json), so that the
// server puts them into admin.html as modulepreload and the browser fetches a cold screen's code
// with the shell instead of after the shell has run (docs/decisions.md, "A cold screen's chunks
// come with the shell").
//
// Keys are the routes' paths as routes.tsx declares them (react-router patterns; '' is the index,
// the Home editor at /admin). The build reads the import() calls inside each value, and inside a
// constant of this file a value names (PAGE_EDITOR, PAGE_BODIES.gallery): keep to those forms. A
// module imported any other way still loads, only later, when the route asks for it.
import type { PageBody, PreviewPage } from './preview/PagePreview';

/** Every page editor's loader and screen, the same modules for each page. */
export const PAGE_EDITOR = {
  loader: () => import('./page-editor/page-editor-loader'),
  screen: () => import('./page-editor/PageEditorScreen'),
};

/** The public page each page editor previews; the layouts screen shows the home page between the navbar and footer it edits. */
const PAGE_BODIES: { [P in PreviewPage]: () => Promise<PageBody<P>> } = {
  layout: () => import('../site/pages/HomePage').then((module) => module.HomePage),
  home: () => import('../site/pages/HomePage').then((module) => module.HomePage),
  about: () => import('../site/pages/AboutPage').then((module) => module.AboutSections),
  contact: () => import('../site/pages/ContactPage').then((module) => module.ContactSections),
  gallery: () => import('../site/pages/GalleryPage').then((module) => module.GalleryContent),
  projects: () => import('../site/pages/ProjectsPage').then((module) => module.ProjectsContent),
};

/** The loader of the public page `page`'s editor previews (widened: the compiler cannot follow `page` into the map and its answer at once). */
export const pageBody = <P extends PreviewPage>(page: P) => PAGE_BODIES[page] as () => Promise<PageBody<P>>;

export const SCREEN_MODULES = {
  '': { editor: PAGE_EDITOR, body: PAGE_BODIES.home },
  layouts: { editor: PAGE_EDITOR, body: PAGE_BODIES.layout },
  home: { editor: PAGE_EDITOR, body: PAGE_BODIES.home },
  about: { editor: PAGE_EDITOR, body: PAGE_BODIES.about },
  contact: { editor: PAGE_EDITOR, body: PAGE_BODIES.contact },
  gallery: { editor: PAGE_EDITOR, body: PAGE_BODIES.gallery },
  projects: { editor: PAGE_EDITOR, body: PAGE_BODIES.projects },
  dashboard: {
    loader: () => import('./dashboard/dashboard-loader'),
    screen: () => import('./dashboard/DashboardPage'),
  },
  'services/:serviceSlug?': {
    loader: () => import('./services/services-loader'),
    screen: () => import('./services/ServicesManager'),
  },
  'create-admin': { screen: () => import('./create-admin/CreateAdminPage') },
  admins: { screen: () => import('./admins/AdminsPage') },
  'site-health': {
    loader: () => import('./site-health/site-health-loader'),
    screen: () => import('./site-health/SiteHealthPage'),
  },
  drafts: { screen: () => import('./drafts/DraftsPage') },
  review: { screen: () => import('./review/ReviewPage') },
  settings: {
    loader: () => import('./settings/settings-loader'),
    screen: () => import('./settings/SiteSettingsPage'),
  },
  pages: {
    loader: () => import('./custom-pages/pages-loader'),
    screen: () => import('./custom-pages/PagesScreen'),
  },
  'pages/:slug': {
    loader: () => import('./custom-pages/pages-loader'),
    screen: () => import('./custom-pages/CustomPageEditor'),
  },
  'messages-list': {
    loader: () => import('./messages/messages-loader'),
    screen: () => import('./messages/MessagesPage'),
  },
  'not-found': {
    loader: () => import('./not-found/not-found-loader'),
    screen: () => import('./not-found/NotFoundPage'),
  },
  activity: {
    loader: () => import('./activity/activity-loader'),
    screen: () => import('./activity/ActivityPage'),
  },
  redirects: { screen: () => import('./redirects/RedirectsPage') },
  languages: {
    loader: () => import('./languages/languages-loader'),
    screen: () => import('./languages/LanguagesPage'),
  },
  'image-upload': {
    loader: () => import('./media/images-loader'),
    screen: () => import('./media/ImageLibraryPage'),
  },
  'media-library': {
    loader: () => import('./media/media-loader'),
    screen: () => import('./media/MediaLibraryPage'),
  },
};
