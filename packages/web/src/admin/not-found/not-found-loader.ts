// The Not found screen's route loader: the order from the address and the log in that order, not
// waited for, so the screen shows its heading at once. Another order is another address.
import type { LoaderFunctionArgs } from 'react-router';
import type { NotFoundEntry, NotFoundSort } from '@site/contracts';
import { deferred } from '../loading/deferred';
import { listNotFound } from './not-found-api';
import { sortOf } from './not-found-entries';

export interface NotFoundLoaderData {
  sort: NotFoundSort;
  entries: Promise<NotFoundEntry[]>;
}

export function notFoundLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): NotFoundLoaderData {
  const sort = sortOf(new URL(request.url).searchParams);
  return { sort, entries: deferred(listNotFound(sort, request.signal)) };
}
