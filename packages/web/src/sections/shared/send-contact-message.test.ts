import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_SENT, SEND_FAILED, SERVER_ERROR, sendContactMessage } from './send-contact-message';

const input = { name: 'Ann', email: 'ann@example.com', message: 'Hello', website: '' };
const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe('sendContactMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the JSON body to the contact-messages route and reports success', async () => {
    const fetchMock = answer(201, JSON.stringify({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendContactMessage(input)).toEqual({ ok: true, message: MESSAGE_SENT });
    expect(fetchMock).toHaveBeenCalledWith('/backend/api/contact-messages/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  });

  it("shows a refusal's error field as 'Error: …'", async () => {
    vi.stubGlobal('fetch', answer(429, JSON.stringify({ ok: false, error: 'Too many messages.' })));
    expect(await sendContactMessage(input)).toEqual({ ok: false, message: 'Error: Too many messages.' });
  });

  it('falls back to the server error sentence without an error field', async () => {
    vi.stubGlobal('fetch', answer(500, '<html>Bad gateway</html>'));
    expect(await sendContactMessage(input)).toEqual({ ok: false, message: SERVER_ERROR });
    expect(SERVER_ERROR).toBe('Server error, please try again later.');
  });

  it("shows a thrown failure's own message, or the generic sentence", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendContactMessage(input)).toEqual({ ok: false, message: 'Failed to fetch' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error(''))),
    );
    expect(await sendContactMessage(input)).toEqual({ ok: false, message: SEND_FAILED });
    expect(SEND_FAILED).toBe('An error occurred while sending the message. Please try again.');
  });
});
