// The public routes the specs visit, with what each must show.
/** The demo content's company (seed/demo-company.ts): page titles end with it. */
export const DEMO_COMPANY = 'Brightwell Facility Services';

export interface PublicRoute {
  path: string;
  /** A file-name-safe name for screenshots. */
  name: string;
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', name: 'home' },
  { path: '/about', name: 'about' },
  { path: '/about/company-profile', name: 'about-company-profile' },
  { path: '/about/message', name: 'about-message' },
  { path: '/about/story', name: 'about-story' },
  { path: '/about/team', name: 'about-team' },
  { path: '/contact', name: 'contact' },
  { path: '/gallery', name: 'gallery' },
  { path: '/projects', name: 'projects' },
  { path: '/services', name: 'services' },
];

/** The demo's service pages (server/src/seed/demo-services.ts): each has colours of its own. */
export const DEMO_SERVICE_SLUGS = [
  'cleaning-housekeeping',
  'security-fire-safety',
  'hospitality-front-of-house',
  'technical-maintenance',
  'landscaping-grounds',
];

/** Every public page of the demo: the fixed routes and each service page. */
export const DEMO_PUBLIC_PAGES = [...PUBLIC_ROUTES.map((r) => r.path), ...DEMO_SERVICE_SLUGS.map((slug) => `/services/${slug}`)];

/** Pages a visitor may land on outside the menu: the sign-in screen and the Not Found page. */
export const OTHER_PUBLIC_PAGES = ['/login', '/no-such-page'];
