// One open form's presence on its document: a beat when it opens and every PRESENCE_BEAT_MS while it
// stays open (each answer handed to `heard`), Take over, and a leave when it closes or the tab goes
// (a keepalive request, which outlives the page). A beat that fails is tried again at the next one;
// a signed-out editor stops beating (the save path ends the session). Loaded once a form has opened.
import { API_BASE, PRESENCE_BEAT_MS, type Presence } from '@site/contracts';
import { adminFetch } from '../api/admin-fetch';
import { UnauthorizedError } from '../api/errors';

/**
 * The presence address of a document as its history names it (`home/hero`, `home/hero?locale=bn`),
 * with `suffix` after the path (`/take-over`) and more of the query.
 */
export function presenceUrl(doc: string, suffix = '', query: Record<string, string> = {}): string {
  const [path = '', search = ''] = doc.split('?');
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  const asked = params.toString();
  return `${API_BASE}/presence/${path}${suffix}${asked ? `?${asked}` : ''}`;
}

export class PresenceBeat {
  /** This form's own id: each open form is an editor of its own, two tabs of one admin included. */
  readonly editor = crypto.randomUUID();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly doc: string,
    private readonly heard: (presence: Presence) => void,
  ) {}

  start(): void {
    window.addEventListener('pagehide', this.leave);
    void this.beat();
  }

  /** Takes the edit over; the answer is heard as a beat's. */
  takeOver(): Promise<void> {
    return this.send('POST', '/take-over');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener('pagehide', this.leave);
    this.leave();
  }

  private readonly leave = () => {
    adminFetch(presenceUrl(this.doc, '', { editor: this.editor }), { method: 'DELETE', keepalive: true }).catch(() => undefined);
  };

  private async beat(): Promise<void> {
    await this.send('PUT');
    if (!this.stopped) this.timer = setTimeout(() => void this.beat(), PRESENCE_BEAT_MS);
  }

  private async send(method: 'PUT' | 'POST', suffix = ''): Promise<void> {
    try {
      const response = await adminFetch(presenceUrl(this.doc, suffix), {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ editor: this.editor }),
        cache: 'no-store',
      });
      const presence = (await response.json()) as Presence;
      if (!this.stopped) this.heard(presence);
    } catch (error) {
      if (error instanceof UnauthorizedError) this.stopped = true;
      else console.warn('The editor could not tell the server it is here', error);
    }
  }
}
