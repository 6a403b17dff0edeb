// When an email alert that failed is tried again, and which failures are not worth another try.

export interface RetryPolicy {
  /** How long to wait before the next try, given how long ago the alert was queued. */
  delayMs(sinceQueuedMs: number): number;
  /** Tries stop this long after the alert was queued; the alert is then `failed`. */
  giveUpAfterMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Every 30 seconds for the first 5 minutes (a mail server restarting, a network blip), every 5
 * minutes for the rest of the first hour, then every half hour until a day has passed.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  delayMs: (since) => (since < 5 * MINUTE ? 30 * SECOND : since < HOUR ? 5 * MINUTE : 30 * MINUTE),
  giveUpAfterMs: 24 * HOUR,
};

/**
 * The time of the next try after a failure at `failedAt`, or null when tries are over. The last try
 * is at the deadline itself, so a mail server that comes back just before it still gets the alert.
 */
export function nextTry(policy: RetryPolicy, queuedAt: Date, failedAt: Date): Date | null {
  const deadline = queuedAt.getTime() + policy.giveUpAfterMs;
  if (failedAt.getTime() >= deadline) return null;
  const next = failedAt.getTime() + policy.delayMs(failedAt.getTime() - queuedAt.getTime());
  return new Date(Math.min(next, deadline));
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

/**
 * A 5xx answer to the message itself (its sender, a recipient, its content): the server refuses this
 * alert and would refuse it again, so it fails at once. Everything else is tried again: a connection
 * that failed or timed out, a 4xx ("try later"), and a refused login, which the operator can fix.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  );
}

/** The SMTP server's own answer when there was one (e.g. "451 Try again later"), else what went wrong, on one line. */
export function failureReason(error: unknown): string {
  const { response, message } = (error ?? {}) as SmtpError;
  const reason = typeof response === 'string' && response ? response : typeof message === 'string' ? message : String(error);
  return reason.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown failure';
}
