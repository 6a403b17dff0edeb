// The site-health requests: the latest whole-site check, a new one (answered when done, or a run to
// poll until it is), and what publishing a document would introduce.
import {
  API_BASE,
  type SiteHealth,
  type SiteHealthCheckRequest,
  type SiteHealthFinding,
  type SiteHealthRun,
} from '@site/contracts';
import { adminFetch } from '../api/admin-fetch';

const SITE_HEALTH_URL = `${API_BASE}/site-health`;
const POLL_MS = 1000;

export async function fetchSiteHealth(signal?: AbortSignal): Promise<SiteHealth> {
  const response = await adminFetch(`${SITE_HEALTH_URL}/`, { signal, cache: 'no-store' });
  return (await response.json()) as SiteHealth;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks the whole site now and waits for the run to end; a failed run's reason is thrown. */
export async function runSiteHealth(pollMs = POLL_MS): Promise<void> {
  const response = await adminFetch(`${SITE_HEALTH_URL}/run`, { method: 'POST' });
  let run = (await response.json()) as SiteHealthRun;
  while (run.state === 'running') {
    await wait(pollMs);
    run = (await (await adminFetch(`${SITE_HEALTH_URL}/runs/${run.id}`, { cache: 'no-store' })).json()) as SiteHealthRun;
  }
  if (run.state === 'failed') throw new Error(run.error ?? 'The check could not be finished.');
}

/** The findings publishing the document (as `request.data`, or its saved draft) would add to the site. */
export async function checkPublish(request: SiteHealthCheckRequest): Promise<SiteHealthFinding[]> {
  const response = await adminFetch(`${SITE_HEALTH_URL}/check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  return ((await response.json()) as { findings: SiteHealthFinding[] }).findings;
}
