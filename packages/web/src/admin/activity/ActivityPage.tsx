// /admin/activity (admins only): the audit log. Filters (who, what, from, to) and the page are in
// the address, so a filtered view can be bookmarked or shared; Export CSV downloads every entry the
// filters match. Entries cannot be changed or deleted here or anywhere else in the product.
import { useLoaderData, useSearchParams } from 'react-router';
import { refusalMessage } from '../api/errors';
import { Deferred } from '../loading/Deferred';
import { Pager } from '../messages/Pager';
import { pageCountOf, rangeText } from '../messages/paginate';
import { useDocumentTitle } from '../useDocumentTitle';
import { ExportButton } from '../messages/ExportButton';
import { ActivityFiltersForm } from './ActivityFiltersForm';
import { ActivityTable } from './ActivityTable';
import { filterParams, hasFilters, PAGE_PARAM, type ActivityFilters } from './activity-filters';
import type { ActivityLoaderData } from './activity-loader';
import { ACTIVITY_PAGE_SIZE, exportActivity } from './audit-log-api';
import styles from './ActivityPage.module.css';

const TITLE_ID = 'activity-title';
const FETCH_ACTIVITY_FAILED = 'The activity could not be loaded.';

export function ActivityPage() {
  useDocumentTitle('Activity');
  const { filters, activity } = useLoaderData<ActivityLoaderData>();
  const [, setSearchParams] = useSearchParams();

  // New filters start on their first page.
  const onApply = (next: ActivityFilters) => setSearchParams(filterParams(next));
  const onPage = (page: number) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set(PAGE_PARAM, String(page));
      return next;
    });

  return (
    <div className={styles.screen}>
      <h1 id={TITLE_ID} className={styles.title}>
        Activity
      </h1>
      <p className={styles.intro}>
        Sign-ins, publishing, deletions, settings and the other changes made to the site: who, when and from where.
      </p>
      <div className={styles.toolbar}>
        {/* Keyed by the address's filters: Back or a shared link shows them in the fields too. */}
        <ActivityFiltersForm key={filterParams(filters).toString()} filters={filters} onApply={onApply} />
        <ExportButton
          download={() => exportActivity(filters)}
          label={hasFilters(filters) ? 'Export CSV (filtered)' : 'Export CSV'}
          failed="The activity could not be exported. Please try again."
        />
      </div>
      <Deferred
        data={activity}
        loading={
          <p role="status" className={styles.status}>
            Loading activity...
          </p>
        }
        failed={(error) => (
          <p role="alert" className={styles.error}>
            {refusalMessage(error, FETCH_ACTIVITY_FAILED)}
          </p>
        )}
        failureLog={FETCH_ACTIVITY_FAILED}
      >
        {(loaded) => (
          <>
            <ActivityTable entries={loaded.entries} labelledBy={TITLE_ID} />
            {loaded.total > ACTIVITY_PAGE_SIZE ? (
              <Pager
                label="Activity pages"
                page={Math.floor(loaded.offset / ACTIVITY_PAGE_SIZE) + 1}
                pageCount={pageCountOf(loaded.total, ACTIVITY_PAGE_SIZE)}
                range={rangeText(loaded.offset, loaded.entries.length, loaded.total)}
                onPage={onPage}
              />
            ) : (
              <p className={styles.status}>{rangeText(loaded.offset, loaded.entries.length, loaded.total)}</p>
            )}
          </>
        )}
      </Deferred>
    </div>
  );
}
