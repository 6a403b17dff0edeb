// The Activity screen's route loader: the filters and page from the address, and that page of the
// audit log, not waited for, so the screen shows its heading and filters at once. A new filter or
// page is a new address, which loads again.
import type { LoaderFunctionArgs } from 'react-router';
import { deferred } from '../loading/deferred';
import { filtersOf, pageOf, type ActivityFilters } from './activity-filters';
import { listActivity, type ActivityPageData } from './audit-log-api';

export interface ActivityLoaderData {
  filters: ActivityFilters;
  page: number;
  activity: Promise<ActivityPageData>;
}

export function activityLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): ActivityLoaderData {
  const { searchParams } = new URL(request.url);
  const filters = filtersOf(searchParams);
  const page = pageOf(searchParams);
  return { filters, page, activity: deferred(listActivity(filters, page, request.signal)) };
}
