// The inbox's record of each message: the form and the page of this site it was sent from (the page
// checked as a path, so no other site, script or markup is stored), and "replied", set and undone
// per message, shown in the list and the CSV export.
import { describe, expect, it } from 'vitest';
import { PAGE_PATH_ERROR, type ContactMessage } from '@site/contracts';
import { NUL_CHARACTER } from '../content/messages.js';
import { contactMessages } from '../db/schema.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there.' };
let client = 0;
const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/backend/api/contact-messages/', payload, remoteAddress: `10.4.0.${++client}` });
const list = async () =>
  (await t.app.inject({ url: '/backend/api/contact-messages/?limit=20', headers: auth(token) })).json<ContactMessage[]>();
const patch = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/backend/api/contact-messages/${id}/`, payload, headers: auth(token) });
const stored = () => t.app.db.select().from(contactMessages);

describe('the form and page a message came from', () => {
  it.each(['/contact', '/', '/about/team', '/services/window-cleaning', '/p/caf%C3%A9'])(
    'stores the page %s and the contact form, and lists them',
    async (page) => {
      expect((await send({ ...valid, page })).statusCode).toBe(201);
      expect((await list())[0]).toMatchObject({ form: 'contact', page });
    },
  );

  it('stores no page when the form sent none', async () => {
    expect((await send(valid)).statusCode).toBe(201);
    expect((await list())[0]).toMatchObject({ form: 'contact', page: null });
  });

  it.each([
    ['another host', '//evil.example/contact'],
    ['a whole address', 'https://evil.example/contact'],
    ['a script address', 'javascript:alert(1)'],
    ['markup', '/contact"><script>alert(1)</script>'],
    ['a relative path', 'contact'],
    ['a backslash', '/\\evil.example'],
    ['a query', '/contact?x=1'],
    ['a line break', '/contact\nX-Injected: 1'],
    ['a path too long', `/${'a'.repeat(300)}`],
    ['a number', 42],
  ])('refuses %s as the page with 400 and one sentence, storing nothing', async (_label, page) => {
    const res = await send({ ...valid, page });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: PAGE_PATH_ERROR });
    expect(await stored()).toEqual([]);
  });
});

describe('a null character (U+0000), which PostgreSQL cannot store in text', () => {
  it.each(['name', 'email', 'message'])('in the %s is refused with 400 and one sentence, storing nothing', async (field) => {
    const res = await send({ ...valid, [field]: `${valid[field as keyof typeof valid]}\u0000x` });
    expect(res.statusCode).toBe(400);
    // An address with one is already not an address (the form's own check says so first).
    expect(res.json()).toEqual({ ok: false, error: field === 'email' ? expect.any(String) : NUL_CHARACTER });
    expect(await stored()).toEqual([]);
  });
});

describe('marking a message replied', () => {
  it('marks it replied (and read), keeps the first time through a repeat, and undoes it', async () => {
    await send({ ...valid, page: '/contact' });
    const [message] = await list();
    if (!message) throw new Error('no message');
    expect(message).toMatchObject({ read: false, replied_at: null });

    const replied = await patch(message.id, { replied: true });
    expect(replied.statusCode).toBe(200);
    const first = replied.json<ContactMessage>();
    expect(first).toMatchObject({ id: message.id, read: true, replied_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    expect((await list())[0]?.replied_at).toBe(first.replied_at);

    const again = await patch(message.id, { replied: true });
    expect(again.json<ContactMessage>().replied_at).toBe(first.replied_at);

    const undone = await patch(message.id, { replied: false });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<ContactMessage>()).toMatchObject({ replied_at: null, read: true });
    expect((await stored())[0]?.repliedAt).toBeNull();
  });

  it('keeps the unread count header right when a message is marked replied', async () => {
    await send(valid);
    await send({ ...valid, message: 'Another one.' });
    const [newest] = await list();
    await patch(newest?.id ?? 0, { replied: true });
    const res = await t.app.inject({ url: '/backend/api/contact-messages/?limit=1', headers: auth(token) });
    expect(res.headers['x-unread-count']).toBe('1');
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('refuses a replied that is not true or false with 400, and an anonymous caller with 401, changing nothing', async () => {
    await send(valid);
    const [message] = await list();
    const bad = await patch(message?.id ?? 0, { replied: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('replied must be true or false.');
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/backend/api/contact-messages/${message?.id}/`,
      payload: { replied: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await stored())[0]).toMatchObject({ repliedAt: null, read: false });
  });

  it('exports when it was replied, the form and the page in the CSV file', async () => {
    await send({ ...valid, page: '/contact' });
    const [message] = await list();
    const { replied_at } = (await patch(message?.id ?? 0, { replied: true })).json<ContactMessage>();
    const csv = await t.app.inject({ url: '/backend/api/contact-messages/export.csv', headers: auth(token) });
    expect(csv.body.split('\r\n')[1]).toBe(
      `${message?.id},${message?.submitted_at},Ada Lovelace,ada@example.com,Hello there.,true,${replied_at},Contact form,/contact`,
    );
  });
});
