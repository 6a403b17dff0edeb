// The Site health screen's route loader: the latest whole-site check, not waited for, so the screen
// shows its heading at once. The filters are in the address (`?kind=`, `?locale=`); changing them
// does not ask the server again.
import type { SiteHealth } from '@site/contracts';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { deferred } from '../loading/deferred';
import { fetchSiteHealth } from './site-health-api';

export interface SiteHealthLoaderData {
  health: Promise<SiteHealth>;
}

export function siteHealthLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): SiteHealthLoaderData {
  return { health: deferred(fetchSiteHealth(request.signal)) };
}

export const siteHealthShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
