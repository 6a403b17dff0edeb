// The Dashboard screen's route loader: the whole dashboard in one request (GET /dashboard), not
// waited for, so the screen shows its heading at once. Any save or step elsewhere revalidates it.
import { API_BASE, type Dashboard } from '@site/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { adminFetch } from '../api/admin-fetch';
import { deferred } from '../loading/deferred';

export const DASHBOARD_URL = `${API_BASE}/dashboard`;

export interface DashboardLoaderData {
  dashboard: Promise<Dashboard>;
}

async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const response = await adminFetch(DASHBOARD_URL, { signal, cache: 'no-store' });
  return (await response.json()) as Dashboard;
}

export function dashboardLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): DashboardLoaderData {
  return { dashboard: deferred(fetchDashboard(request.signal)) };
}
