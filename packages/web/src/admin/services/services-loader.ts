// The Services Manager's route loader: the services list with its version, not waited for, so the
// screen shows its heading and spinner at once. Choosing a tab rewrites the address
// (/admin/services/{slug}) while the form owns the list, so moving between tabs loads nothing:
// only entering the screen does.
import type { Service } from '@site/contracts';
import type { ShouldRevalidateFunction } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { listServices } from '../api/services';
import type { Versioned } from '../api/versioned';
import { deferred } from '../loading/deferred';

export interface ServicesLoaderData {
  services: Promise<Versioned<Service[]>>;
}

export function servicesLoader(): ServicesLoaderData {
  return { services: deferred(listServices()) };
}

const onServicesScreen = (pathname: string) =>
  pathname === ADMIN_PATHS.services || pathname.startsWith(`${ADMIN_PATHS.services}/`);

export const servicesShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onServicesScreen(currentUrl.pathname) && onServicesScreen(nextUrl.pathname) ? false : defaultShouldRevalidate;
