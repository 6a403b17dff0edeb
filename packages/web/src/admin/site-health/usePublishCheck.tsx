// The health check before a publish, a schedule or an approval: the server is asked what the change
// would introduce (POST /site-health/check); when it finds something, a dialog lists it with a way to
// each field and lets the editor go on anyway or cancel; when it finds nothing the step goes straight
// on. Warnings, never a block: a check that fails says so quietly and the step goes on. The request
// and the dialog are downloaded when a step is first taken, not with the editor screens.
import type { SiteHealthCheckRequest, SiteHealthFinding } from '@site/contracts';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { UnauthorizedError } from '../api/errors';
import { focusField } from '../form/focus-field';

const PublishCheckDialog = lazy(() => import('./PublishCheckDialog').then((module) => ({ default: module.PublishCheckDialog })));

export type PublishStep = 'publish' | 'schedule' | 'approve';

export const CHECK_FAILED = 'The site-health check could not be run; going on without it.';

interface Pending {
  findings: SiteHealthFinding[];
  step: PublishStep;
  /** The document whose form is open, whose fields the dialog focuses (none: each finding links to its editor). */
  inForm: string | null;
}

export interface PublishCheck {
  /** Whether the step goes on: nothing found, the check failed, or the editor chose to go on anyway. */
  confirm: (request: SiteHealthCheckRequest, step: PublishStep, inForm?: boolean) => Promise<boolean>;
  /** The dialog, to render once. */
  dialog: ReactNode;
}

export function usePublishCheck(): PublishCheck {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((goOn: boolean) => void) | null>(null);

  const confirm: PublishCheck['confirm'] = async (request, step, inForm = true) => {
    let findings: SiteHealthFinding[];
    try {
      const { checkPublish } = await import('./site-health-api');
      findings = await checkPublish(request);
    } catch (error) {
      // A signed-out editor's step fails on its own and ends the session there.
      if (!(error instanceof UnauthorizedError)) {
        console.warn(`The site-health check of ${request.document} failed`, error);
        toast.message(CHECK_FAILED);
      }
      return true;
    }
    if (findings.length === 0) return true;
    resolver.current?.(false);
    setPending({ findings, step, inForm: inForm ? request.document : null });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  };

  const answer = (goOn: boolean) => {
    resolver.current?.(goOn);
    resolver.current = null;
    setPending(null);
  };

  const dialog = pending && (
    <Suspense>
      <PublishCheckDialog
        {...pending}
        onAnswer={answer}
        onField={(field) => {
          answer(false);
          focusField(() => document, field);
        }}
      />
    </Suspense>
  );

  return { confirm, dialog };
}
