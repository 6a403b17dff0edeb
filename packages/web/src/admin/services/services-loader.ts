// The Services Manager's route loader: the services list with its version, and the service page's
// answer for the preview's navbar, footer and site colours, neither waited for, so the screen shows
// its heading and spinner at once. Choosing a tab rewrites the address
// (/admin/services/{slug}) while the form owns the list, so moving between tabs loads nothing:
// only entering the screen does.
import type { PageContent, Service } from '@site/contracts';
import type { ShouldRevalidateFunction } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { fetchPageContent } from '../api/page-content';
import { listServices } from '../api/services';
import type { Versioned } from '../api/versioned';
import { deferred } from '../loading/deferred';

export interface ServicesLoaderData {
  services: Promise<Versioned<Service[]>>;
  site: Promise<PageContent<'services'>>;
}

export function servicesLoader(): ServicesLoaderData {
  return { services: deferred(listServices()), site: deferred(fetchPageContent('services')) };
}

const onServicesScreen = (pathname: string) =>
  pathname === ADMIN_PATHS.services || pathname.startsWith(`${ADMIN_PATHS.services}/`);

export const servicesShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onServicesScreen(currentUrl.pathname) && onServicesScreen(nextUrl.pathname) ? false : defaultShouldRevalidate;
