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

  it('loads again for a new search or page, on revalidation and when coming from another screen', () => {
    expect(revalidates('/admin/messages-list?q=ada', '/admin/messages-list?q=ada&page=2')).toBe(true);
    expect(revalidates('/admin/messages-list?page=2&message=4', '/admin/messages-list?page=3')).toBe(true);
    expect(revalidates('/admin/messages-list?message=4', '/admin/messages-list?q=ada&message=4')).toBe(true);
    expect(revalidates('/admin/messages-list?q=ada', '/admin/messages-list?q=bob')).toBe(true);
    expect(revalidates('/admin/messages-list?q=ada', '/admin/messages-list?q=ada')).toBe(true);
    expect(revalidates('/admin/home', '/admin/messages-list?message=4')).toBe(true);
  });
});

describe('messagesLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  const pageResponse = (messages: object[], headers: Record<string, string>) =>
    new Response(JSON.stringify(messages), { headers });

  it('asks the server for one page of the search in the address, and answers it newest first', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'authToken' ? 'tok' : null) });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      pageResponse(
        [
          { id: 1, submitted_at: '2024-01-01T00:00:00Z' },
          { id: 2, submitted_at: '2024-02-01T00:00:00Z' },
        ],
        { 'x-total-count': '32', 'x-unread-count': '5', 'x-offset': '20' },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const data = messagesLoader({ request: new Request('http://localhost/admin/messages-list?q=%20ada%20lee%20&message=3') });
    expect(data.q).toBe('ada lee');
    const inbox = await data.inbox;
    expect(inbox.messages.map((m) => m.id)).toEqual([2, 1]);
    expect(inbox).toMatchObject({ total: 32, unread: 5, offset: 20, page: 3, pageCount: 4 });
    // No page in the address: the page that holds the open message.
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/api/contact-messages/?q=ada+lee&limit=10&offset=0&around=3',
      expect.anything(),
    );
  });

  it('asks for the page in the address, and for the last page when that one is past the end', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'tok' });
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('offset=40')
        ? pageResponse([], { 'x-total-count': '20', 'x-unread-count': '0', 'x-offset': '40' })
        : pageResponse([{ id: 9, submitted_at: '2024-01-01T00:00:00Z' }], {
            'x-total-count': '20',
            'x-unread-count': '0',
            'x-offset': '10',
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const inbox = await messagesLoader({ request: new Request('http://localhost/admin/messages-list?page=5&message=3') }).inbox;
    // Beside the list, whether email alerts are on (its own request).
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('contact-messages'))).toEqual([
      '/backend/api/contact-messages/?limit=10&offset=40',
      '/backend/api/contact-messages/?limit=10&offset=10',
    ]);
    expect(inbox).toMatchObject({ page: 2, pageCount: 2 });
  });
});
