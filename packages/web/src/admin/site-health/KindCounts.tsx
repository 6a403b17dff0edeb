// The counts of a check's findings by kind, each a link to the Site health screen filtered to it:
// on the screen above the findings, and on the dashboard's card.
import { SITE_HEALTH_KINDS, type SiteHealthKind } from '@site/contracts';
import { Link } from 'react-router';
import { KIND_NAMES } from './findings';
import { KIND_PARAM } from './kind-param';
import { SITE_HEALTH_PATH } from './site-health-path';
import styles from './SiteHealth.module.css';

export function KindCounts({ counts }: { counts: Record<SiteHealthKind, number> }) {
  return (
    <ul className={styles.counts} aria-label="Findings by kind">
      {SITE_HEALTH_KINDS.filter((kind) => counts[kind] > 0).map((kind) => (
        <li key={kind}>
          <Link className={styles.countLink} to={`${SITE_HEALTH_PATH}?${KIND_PARAM}=${kind}`}>
            <span className={styles.countNumber}>{counts[kind]}</span> {KIND_NAMES[kind]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
