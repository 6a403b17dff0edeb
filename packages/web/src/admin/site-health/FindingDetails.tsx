// One site-health finding's words and figures: what is wrong, the field it is in, for a colour pair
// both colours as swatches with the ratio and a colour that would pass, for an outside link what it
// answered and when it was checked. `action` is the way to the field (a Fix link, or Go to field).
import type { SiteHealthFinding } from '@site/contracts';
import type { ReactNode } from 'react';
import { formatSavedAt } from '../history/saved-at';
import { KIND_NAMES } from './findings';
import styles from './SiteHealth.module.css';

const ratio = (value: number) => `${value.toFixed(2)}:1`;

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className={styles.swatchLine}>
      <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
      {label} <code>{colour}</code>
    </span>
  );
}

function Contrast({ contrast }: { contrast: NonNullable<SiteHealthFinding['contrast']> }) {
  return (
    <span className={styles.figures}>
      <Swatch colour={contrast.foreground} label="Text" />
      <Swatch colour={contrast.background} label="on" />
      <span>
        Contrast {ratio(contrast.ratio)}, needs {ratio(contrast.required)}
      </span>
      <Swatch colour={contrast.suggestion} label="Would pass:" />
    </span>
  );
}

function Link({ link }: { link: NonNullable<SiteHealthFinding['link']> }) {
  const answer = link.status === undefined ? null : link.status === null ? 'no answer' : `answered ${link.status}`;
  return (
    <span className={styles.figures}>
      <code className={styles.url}>{link.url}</code>
      {(answer || link.checked_at) && (
        <span>
          {answer && `${answer[0]!.toUpperCase()}${answer.slice(1)}`}
          {link.checked_at && `${answer ? ', ' : ''}checked ${formatSavedAt(link.checked_at)}`}
        </span>
      )}
    </span>
  );
}

export function FindingDetails({ finding, action }: { finding: SiteHealthFinding; action: ReactNode }) {
  return (
    <li className={styles.finding} data-kind={finding.kind}>
      <span className={styles.kind}>{KIND_NAMES[finding.kind]}</span>
      <span className={styles.message}>{finding.message}</span>
      {finding.contrast && <Contrast contrast={finding.contrast} />}
      {finding.link && <Link link={finding.link} />}
      <span className={styles.where}>
        <span>
          {finding.field ? (
            <>
              Field <code>{finding.field}</code> of {finding.document}
            </>
          ) : (
            finding.document
          )}
        </span>
        {action}
      </span>
    </li>
  );
}
