// /admin/dashboard: what waits for someone, from one request: the drafts and who saved them, what is
// scheduled and when, the drafts in review, unread messages and failed email alerts, the recent
// changes, and the counts of the latest site-health check. Each line opens the thing itself. Cards
// of short lists, one under another on a phone.
import type { Dashboard, DashboardKind } from '@site/contracts';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { refusalMessage } from '../api/errors';
import { useRefusal } from '../auth/permissions';
import { formatSavedAt, savedByName } from '../history/saved-at';
import { Deferred } from '../loading/Deferred';
import { useDocumentTitle } from '../useDocumentTitle';
import { ALERTS_LINK, documentLink, INBOX_LINK, messageLink, REVIEW_LINK } from './dashboard-links';
import type { DashboardLoaderData } from './dashboard-loader';
import { SiteHealthCard } from './SiteHealthCard';
import styles from './Dashboard.module.css';

const LOAD_FAILED = 'The dashboard could not be loaded.';

const KIND_NAMES: Record<DashboardKind, string> = {
  section: 'Section',
  services: 'Services',
  page: 'Page',
  seo: 'Search-engine settings',
  settings: 'Site settings',
};

/** What a document is, and its language when it is a translation: "Section · Translation (bn)". */
const kindText = (line: { kind: DashboardKind; translation: boolean; locale: string }) =>
  line.translation ? `${KIND_NAMES[line.kind]} · Translation (${line.locale})` : KIND_NAMES[line.kind];

/** A document's name, linked to its editor when the editor knows it. */
function DocumentName(line: Parameters<typeof documentLink>[0] & { label: string; excerpt?: string | null }) {
  const to = documentLink(line);
  const name = line.excerpt ? `${line.label} — ${line.excerpt}` : line.label;
  return to ? (
    <Link className={styles.name} to={to}>
      {name}
    </Link>
  ) : (
    <span className={styles.name}>{name}</span>
  );
}

function Card({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
        {count !== undefined && count > 0 && <span className={styles.count}>{count}</span>}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className={styles.empty}>{children}</p>;

function Drafts({ drafts }: { drafts: Dashboard['drafts'] }) {
  return (
    <Card title="Drafts" count={drafts.length}>
      {drafts.length === 0 ? (
        <Empty>No drafts: everything is published.</Empty>
      ) : (
        <ul className={styles.list}>
          {drafts.map((draft) => (
            <li key={`${draft.path}@${draft.locale}`} className={styles.line}>
              <DocumentName {...draft} />
              <span className={styles.meta}>
                {kindText(draft)} · saved {formatSavedAt(draft.updated_at)} by {savedByName(draft.updated_by)}
                {draft.review === 'in_review' && <span className={styles.tag}>In review</span>}
                {draft.review === 'changes_requested' && <span className={styles.tag}>Changes requested</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Scheduled({ scheduled }: { scheduled: Dashboard['scheduled'] }) {
  return (
    <Card title="Scheduled" count={scheduled.length}>
      {scheduled.length === 0 ? (
        <Empty>Nothing is scheduled to be published.</Empty>
      ) : (
        <ul className={styles.list}>
          {scheduled.map((draft) => (
            <li key={`${draft.path}@${draft.locale}`} className={styles.line}>
              <DocumentName {...draft} />
              <span className={styles.meta}>
                {kindText(draft)} · publishes <time dateTime={draft.publish_at!}>{formatSavedAt(draft.publish_at!)}</time>
              </span>
              {draft.schedule_error && <span className={styles.problem}>Not published: {draft.schedule_error}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function InReview({ items }: { items: NonNullable<Dashboard['in_review']> }) {
  return (
    <Card title="In review" count={items.length}>
      {items.length === 0 ? (
        <Empty>No draft waits for review.</Empty>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.path}@${item.locale}`} className={styles.line}>
              <Link className={styles.name} to={REVIEW_LINK}>
                {item.excerpt ? `${item.label} — ${item.excerpt}` : item.label}
              </Link>
              <span className={styles.meta}>
                {kindText(item)} · asked by {savedByName(item.requested_by)} {formatSavedAt(item.requested_at)}
              </span>
              {item.note && <span className={styles.note}>“{item.note}”</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Messages({ messages, alerts }: { messages: NonNullable<Dashboard['messages']>; alerts: Dashboard['failed_alerts'] }) {
  // Alerts are set up under Site settings; a role that may not open it is shown the message instead.
  const settings = useRefusal('change_settings');
  const failed = alerts && alerts.count > 0 ? alerts : null;
  return (
    <Card title="Messages" count={messages.unread}>
      {failed && (
        <p className={styles.problem}>
          <Link
            className={styles.name}
            to={settings.refused && failed.latest ? messageLink(failed.latest.message_id) : ALERTS_LINK}
          >
            {failed.count === 1 ? '1 email alert failed' : `${failed.count} email alerts failed`}
          </Link>
          {failed.latest?.error && <span className={styles.meta}>The latest: {failed.latest.error}</span>}
        </p>
      )}
      {messages.unread === 0 ? (
        <Empty>No unread messages.</Empty>
      ) : (
        <>
          <ul className={styles.list}>
            {messages.newest.map((message) => (
              <li key={message.id} className={styles.line}>
                <Link className={styles.name} to={messageLink(message.id)}>
                  {message.name}
                </Link>
                <span className={styles.meta}>sent {formatSavedAt(message.submitted_at)}</span>
              </li>
            ))}
          </ul>
          {messages.unread > messages.newest.length && (
            <p className={styles.meta}>
              <Link to={INBOX_LINK}>{`All ${messages.unread} unread in the inbox`}</Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}

function RecentChanges({ changes }: { changes: Dashboard['recent_changes'] }) {
  return (
    <Card title="Recent changes">
      {changes.length === 0 ? (
        <Empty>Nothing has been saved yet.</Empty>
      ) : (
        <ul className={styles.list}>
          {changes.map((change) => (
            <li key={`${change.path}@${change.locale}#${change.version}`} className={styles.line}>
              <DocumentName {...change} />
              <span className={styles.meta}>
                {kindText(change)} · version {change.version} saved by {savedByName(change.saved_by)}{' '}
                {formatSavedAt(change.saved_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { dashboard } = useLoaderData<DashboardLoaderData>();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Dashboard</h1>
      <Deferred
        data={dashboard}
        loading={
          <p role="status" className={styles.empty}>
            Loading the dashboard...
          </p>
        }
        failed={(error) => (
          <p role="alert" className={styles.error}>
            {refusalMessage(error, LOAD_FAILED)}
          </p>
        )}
        failureLog="Loading the dashboard failed"
      >
        {(data) => (
          <div className={styles.cards}>
            <Drafts drafts={data.drafts} />
            <Scheduled scheduled={data.scheduled} />
            {data.in_review && <InReview items={data.in_review} />}
            {data.messages && <Messages messages={data.messages} alerts={data.failed_alerts} />}
            <RecentChanges changes={data.recent_changes} />
            <SiteHealthCard health={data.site_health} />
          </div>
        )}
      </Deferred>
    </div>
  );
}
