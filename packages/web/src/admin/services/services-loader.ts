// The Services Manager's route loader: the services list with its version, and the service page's
// answer for the preview's navbar, footer and site colours, neither waited for, so the screen shows
// its heading and spinner at once. The list's draft, when it has one, comes with the list: the manager
// opens on it. Choosing a tab rewrites the address
// (/admin/services/{slug}) while the form owns the list, so moving between tabs loads nothing:
// only entering the screen does.
import { SERVICES_DOCUMENT, type Draft, type PageContent, type Service } from '@site/contracts';
import type { ShouldRevalidateFunction } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { fetchDraftIfListed } from '../api/drafts';
import { fetchPageContent } from '../api/page-content';
import { listServices } from '../api/services';
import type { Versioned } from '../api/versioned';
import { deferred } from '../loading/deferred';

/** The published list with its version, and the list's draft (null: none). */
export type LoadedServices = Versioned<Service[]> & { draft: Versioned<Draft> | null };

export interface ServicesLoaderData {
  services: Promise<LoadedServices>;
  site: Promise<PageContent<'services'>>;
}

export function servicesLoader(): ServicesLoaderData {
  const services = Promise.all([listServices(), fetchDraftIfListed(SERVICES_DOCUMENT)]).then(([list, draft]) => ({
    ...list,
    draft,
  }));
  return { services: deferred(services), site: deferred(fetchPageContent('services')) };
}

const onServicesScreen = (pathname: string) =>
  pathname === ADMIN_PATHS.services || pathname.startsWith(`${ADMIN_PATHS.services}/`);

export const servicesShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onServicesScreen(currentUrl.pathname) && onServicesScreen(nextUrl.pathname) ? false : defaultShouldRevalidate;
