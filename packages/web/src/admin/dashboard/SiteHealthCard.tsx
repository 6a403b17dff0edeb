// The dashboard's Site health card: the latest whole-site check's counts by kind, each opening the
// Site health screen filtered to it, when it was checked, and the way to the screen.
import type { SiteHealthCounts } from '@site/contracts';
import { Link } from 'react-router';
import { formatSavedAt } from '../history/saved-at';
import { KindCounts } from '../site-health/KindCounts';
import { SITE_HEALTH_PATH } from '../site-health/site-health-path';
import styles from './Dashboard.module.css';

export function SiteHealthCard({ health }: { health: SiteHealthCounts }) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-site-health">
      <h2 id="dashboard-site-health" className={styles.cardTitle}>
        Site health
        {health.total > 0 && <span className={styles.count}>{health.total}</span>}
      </h2>
      {health.checked_at === null ? (
        <p className={styles.empty}>The site has not been checked yet.</p>
      ) : health.total === 0 ? (
        <p className={styles.empty}>Nothing found: the site is healthy.</p>
      ) : (
        <KindCounts counts={health.by_kind} />
      )}
      <p className={styles.meta}>
        {health.checked_at && `Checked ${formatSavedAt(health.checked_at)} · `}
        <Link to={SITE_HEALTH_PATH}>Open Site health</Link>
      </p>
    </section>
  );
}
