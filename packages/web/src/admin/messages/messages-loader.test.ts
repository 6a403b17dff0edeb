import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesLoader, messagesShouldRevalidate } from './messages-loader';

const at = (path: string) => new URL(path, 'http://localhost');
const revalidates = (from: string, to: string) =>
  messagesShouldRevalidate({
    currentUrl: at(from),
    nextUrl: at(to),
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);

describe('messagesShouldRevalidate', () => {
  it('loads nothing when only the open message changes', () => {
    expect(revalidates('/admin/messages-list', '/admin/messages-list?message=4')).toBe(false);
    expect(revalidates('/admin/messages-list?q=ada&message=4', '/admin/messages-list?q=ada')).toBe(false);
  });

  it('loads again for a new search, on revalidation and when coming from another screen', () => {
    expect(revalidates('/admin/messages-list?message=4', '/admin/messages-list?q=ada&message=4')).toBe(true);
    expect(revalidates('/admin/messages-list?q=ada', '/admin/messages-list?q=bob')).toBe(true);
    expect(revalidates('/admin/messages-list?q=ada', '/admin/messages-list?q=ada')).toBe(true);
    expect(revalidates('/admin/home', '/admin/messages-list?message=4')).toBe(true);
  });
});

describe('messagesLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the search in the address, and answers it newest first', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'authToken' ? 'tok' : null) });
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify([
            { id: 1, submitted_at: '2024-01-01T00:00:00Z' },
            { id: 2, submitted_at: '2024-02-01T00:00:00Z' },
          ]),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const data = messagesLoader({ request: new Request('http://localhost/admin/messages-list?q=%20ada%20lee%20&message=3') });
    expect(data.q).toBe('ada lee');
    expect((await data.messages).map((m) => m.id)).toEqual([2, 1]);
    expect(fetchMock).toHaveBeenCalledWith('/backend/api/contact-messages/?q=ada%20lee', expect.anything());
  });
});
