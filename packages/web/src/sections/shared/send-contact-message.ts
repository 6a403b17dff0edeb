// POST {api}/contact-messages/: the site's one contact form (docs/decisions.md, "Contact messages").
// Every outcome becomes the one sentence the form shows; the strings are product text, word for word.
import { API_BASE, CONTACT_FIELDS, type ContactField, type ContactMessageInput } from '@site/contracts/site';
import { messageOf } from '../../shared/error-message';

export const MESSAGE_SENT = 'Message sent successfully!';
export const SERVER_ERROR = 'Server error, please try again later.';
export const SEND_FAILED = 'An error occurred while sending the message. Please try again.';
/** What the server's refusal (its answer's `error`) is shown after on a page in the site's default language. */
export const REFUSAL_PREFIX = 'Error: ';

/** A refusal names the fields left empty, when the server said which (`missing`). */
export type ContactSendResult = { ok: true; message: string } | { ok: false; message: string; missing?: ContactField[] };

const isField = (value: unknown): value is ContactField => (CONTACT_FIELDS as readonly unknown[]).includes(value);

/** The answer's `error` field and its empty fields, when the body is JSON and has them. */
async function errorField(response: Response): Promise<{ error?: string; missing?: ContactField[] }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      const missing = 'missing' in body && Array.isArray(body.missing) ? body.missing.filter(isField) : [];
      return { error: body.error, ...(missing.length ? { missing } : {}) };
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the generic server error applies.
  }
  return {};
}

export async function sendContactMessage(input: ContactMessageInput): Promise<ContactSendResult> {
  try {
    const response = await fetch(`${API_BASE}/contact-messages/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.ok) return { ok: true, message: MESSAGE_SENT };
    const { error, missing } = await errorField(response);
    return { ok: false, message: error ? `${REFUSAL_PREFIX}${error}` : SERVER_ERROR, ...(missing ? { missing } : {}) };
  } catch (thrown) {
    return { ok: false, message: messageOf(thrown, SEND_FAILED) };
  }
}
