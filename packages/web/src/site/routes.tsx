// The route tree of the public site, used by the server renderer only: the browser runs no router
// (links are plain page loads; only islands hydrate, islands). Every page route loads its page
// answer. /login and /admin are not here: they are the admin bundle's (admin.html).
//
// Each page's component is `lazy`, resolved by the static handler before rendering.
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { customPageLoader, notFoundLoader, pageLoader, serviceLoader } from './loaders';
import {
  aboutMeta,
  companyProfileMeta,
  contactMeta,
  customPageMeta,
  galleryMeta,
  homeAliasMeta,
  homeMeta,
  messageMeta,
  notFoundMeta,
  projectsMeta,
  serviceMeta,
  servicesMeta,
  storyMeta,
  teamMeta,
  type RouteHandle,
} from './meta';
import type { AboutPart } from './pages/AboutSubPage';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

/** A route whose page module is loaded when the server first renders it. */
function page(meta: RouteHandle['meta'], element: () => Promise<ReactNode>) {
  return {
    handle: { meta } satisfies RouteHandle,
    lazy: async () => ({ element: await element() }),
  } satisfies RouteObject;
}

const homePage = () => import('./pages/HomeRoute').then(({ HomeRoute }) => <HomeRoute />);
const aboutSubPage = (part: AboutPart) => () =>
  import('./pages/AboutSubPage').then(({ AboutSubPage }) => <AboutSubPage part={part} />);
const about = pageLoader('about');

export const routes: RouteObject[] = [
  {
    id: 'site',
    element: <SiteLayout />,
    // The layout itself failed: the error screen alone.
    errorElement: <RouteError />,
    children: [
      {
        // A page failed: the error screen inside the navbar and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, loader: pageLoader('home'), ...page(homeMeta, homePage) },
          { path: 'home', loader: pageLoader('home'), ...page(homeAliasMeta, homePage) },
          {
            path: 'about',
            children: [
              {
                index: true,
                loader: about,
                ...page(aboutMeta, () => import('./pages/AboutPage').then(({ AboutPage }) => <AboutPage />)),
              },
              {
                path: 'company-profile',
                loader: about,
                ...page(companyProfileMeta, aboutSubPage('about1')),
              },
              {
                path: 'message',
                loader: about,
                ...page(messageMeta, aboutSubPage('message')),
              },
              { path: 'story', loader: about, ...page(storyMeta, aboutSubPage('about2')) },
              { path: 'team', loader: about, ...page(teamMeta, aboutSubPage('team')) },
            ],
          },
          {
            path: 'contact',
            loader: pageLoader('contact'),
            ...page(contactMeta, () => import('./pages/ContactPage').then(({ ContactPage }) => <ContactPage />)),
          },
          {
            path: 'gallery',
            loader: pageLoader('gallery'),
            ...page(galleryMeta, () => import('./pages/GalleryPage').then(({ GalleryPage }) => <GalleryPage />)),
          },
          {
            path: 'projects',
            loader: pageLoader('projects'),
            ...page(projectsMeta, () => import('./pages/ProjectsPage').then(({ ProjectsPage }) => <ProjectsPage />)),
          },
          {
            path: 'services',
            children: [
              {
                index: true,
                loader: pageLoader('services'),
                ...page(servicesMeta, () => import('./pages/ServicesPage').then(({ ServicesPage }) => <ServicesPage />)),
              },
              {
                path: ':serviceSlug',
                loader: serviceLoader,
                ...page(serviceMeta, () =>
                  import('./pages/ServiceDetailPage').then(({ ServiceDetailPage }) => <ServiceDetailPage />),
                ),
              },
            ],
          },
          {
            // A page built by the editors: every fixed address above outranks it.
            path: ':slug',
            loader: customPageLoader,
            ...page(customPageMeta, () => import('./pages/CustomPage').then(({ CustomPage }) => <CustomPage />)),
          },
          {
            path: '*',
            loader: notFoundLoader,
            ...page(notFoundMeta, () => import('./pages/NotFoundPage').then(({ NotFoundPage }) => <NotFoundPage />)),
          },
        ],
      },
    ],
  },
];
