// The route tree of the public site (public-site §2), shared by the server renderer and the
// browser. Every page route loads its page answer. /login and /admin are not here: they are the
// admin bundle's (admin.html), so the public pages never download its code.
import type { RouteObject } from 'react-router';
import { notFoundLoader, pageLoader, serviceLoader } from './loaders';
import {
  aboutMeta, companyProfileMeta, contactMeta, galleryMeta, homeAliasMeta, homeMeta, messageMeta, notFoundMeta, projectsMeta,
  serviceMeta, servicesMeta, storyMeta, teamMeta, type RouteHandle,
} from './meta';
import { AboutPage } from './pages/AboutPage';
import { AboutSubPage } from './pages/AboutSubPage';
import { ContactPage } from './pages/ContactPage';
import { GalleryPage } from './pages/GalleryPage';
import { HomeRoute } from './pages/HomeRoute';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { ServiceDetailPage } from './pages/ServiceDetailPage';
import { ServicesPage } from './pages/ServicesPage';
import { RouteError } from './RouteError';
import { SiteLayout } from './SiteLayout';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

const home = { loader: pageLoader('home'), handle: handle(homeMeta), element: <HomeRoute /> } satisfies RouteObject;
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
          { index: true as const, ...home },
          { path: 'home', ...home, handle: handle(homeAliasMeta) },
          {
            path: 'about',
            children: [
              { index: true, loader: about, handle: handle(aboutMeta), element: <AboutPage /> },
              { path: 'company-profile', loader: about, handle: handle(companyProfileMeta), element: <AboutSubPage part="about1" /> },
              { path: 'message', loader: about, handle: handle(messageMeta), element: <AboutSubPage part="message" /> },
              { path: 'story', loader: about, handle: handle(storyMeta), element: <AboutSubPage part="about2" /> },
              { path: 'team', loader: about, handle: handle(teamMeta), element: <AboutSubPage part="team" /> },
            ],
          },
          { path: 'contact', loader: pageLoader('contact'), handle: handle(contactMeta), element: <ContactPage /> },
          { path: 'gallery', loader: pageLoader('gallery'), handle: handle(galleryMeta), element: <GalleryPage /> },
          { path: 'projects', loader: pageLoader('projects'), handle: handle(projectsMeta), element: <ProjectsPage /> },
          {
            path: 'services',
            children: [
              { index: true, loader: pageLoader('services'), handle: handle(servicesMeta), element: <ServicesPage /> },
              { path: ':serviceSlug', loader: serviceLoader, handle: handle(serviceMeta), element: <ServiceDetailPage /> },
            ],
          },
          { path: '*', loader: notFoundLoader, handle: handle(notFoundMeta), element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
