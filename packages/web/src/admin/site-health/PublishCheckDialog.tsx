// What a publish, a schedule or an approval would introduce to the site, before it happens: each
// finding with a way to its field (in the form that is open: Go to field focuses it; elsewhere: Fix
// opens its editor), then "Publish anyway" (or Schedule, Approve) and Cancel.
import type { SiteHealthFinding } from '@site/contracts';
import { Link } from 'react-router';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import { FindingDetails } from './FindingDetails';
import { findingCount } from './findings';
import { fixLink } from './fix-link';
import type { PublishStep } from './usePublishCheck';
import styles from './SiteHealth.module.css';

const ANYWAY: Record<PublishStep, string> = {
  publish: 'Publish anyway',
  schedule: 'Schedule anyway',
  approve: 'Approve anyway',
};

const TITLES: Record<PublishStep, string> = {
  publish: 'Before publishing',
  schedule: 'Before scheduling',
  approve: 'Before approving',
};

interface Props {
  findings: SiteHealthFinding[];
  step: PublishStep;
  inForm: string | null;
  onAnswer: (goOn: boolean) => void;
  onField: (field: string) => void;
}

export function PublishCheckDialog({ findings, step, inForm, onAnswer, onField }: Props) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onAnswer(false)}
      title={TITLES[step]}
      description={`This change would bring ${findingCount(findings.length)} to the site. They are warnings: you may go on anyway.`}
      placement="wide"
      footer={
        <>
          <button type="button" className={buttons.button} onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => onAnswer(true)}>
            {ANYWAY[step]}
          </button>
        </>
      }
    >
      <ul className={styles.list} aria-label="What the change would introduce">
        {findings.map((finding, index) => {
          const here = finding.field !== null && finding.document === inForm;
          const to = here ? null : fixLink(finding, null);
          return (
            <FindingDetails
              key={index}
              finding={finding}
              action={
                here ? (
                  <button
                    type="button"
                    className={`${buttons.button} ${buttons.small}`}
                    onClick={() => onField(finding.field!)}
                    aria-label={`Go to field: ${finding.message}`}
                  >
                    Go to field
                  </button>
                ) : (
                  to && (
                    <Link
                      className={`${buttons.button} ${buttons.small}`}
                      to={to}
                      onClick={() => onAnswer(false)}
                      aria-label={`Fix: ${finding.message}`}
                    >
                      Fix
                    </Link>
                  )
                )
              }
            />
          );
        })}
      </ul>
    </Dialog>
  );
}
