import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@site/contracts';
import { MessagesTable } from './MessagesTable';

// A message stored before the email rule refused such addresses, or written straight into the database.
const hostile: ContactMessage = {
  id: 1,
  name: 'Mallory',
  email: 'x@evil.example?body=Please%20pay&cc=boss%40company.example',
  message: 'Hello',
  submitted_at: '2025-03-03T10:15:00.000Z',
  read: false,
  notification: null,
  form: null,
  page: null,
  replied_at: null,
};

const hrefs = (openId: number | null) =>
  [
    ...renderToString(
      <MessagesTable
        rows={[hostile]}
        labelledBy="inbox"
        openId={openId}
        isRead={() => false}
        deletingId={null}
        busy={false}
        onToggle={() => {}}
        onMarkUnread={() => {}}
        onMarkReplied={() => {}}
        onDelete={() => {}}
      />,
    ).matchAll(/href="([^"]*)"/g),
  ].map((match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')));

describe('MessagesTable', () => {
  it('links a sender’s address as one encoded recipient, never adding cc= or a body', () => {
    const [address, reply, ...others] = hrefs(hostile.id);
    expect(others).toEqual([]);
    expect(address?.href).toBe('mailto:x@evil.example%3Fbody%3DPlease%2520pay%26cc%3Dboss%2540company.example');
    expect(address?.search).toBe('');
    expect(decodeURIComponent(address?.pathname ?? '')).toBe(hostile.email);
    // The reply link carries its own subject and body only.
    expect(reply?.pathname).toBe(address?.pathname);
    expect([...(reply?.searchParams.keys() ?? [])]).toEqual(['subject', 'body']);
  });
});
