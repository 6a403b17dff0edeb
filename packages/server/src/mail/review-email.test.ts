// The reviewers' email end to end, against a real SMTP server on 127.0.0.1: a submit for review
// emails every editor and admin with an address (not authors, not accounts without one) through the
// outbox; with SMTP down the email waits, stored, and a restarted server delivers it once SMTP is up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroDefault } from '@site/contracts';
import type { OutboxTiming } from './outbox.js';
import { waitingReviewEmails } from './review-outbox-store.js';
import { auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { freePort, startSmtpCatcher } from '../test/smtp-catcher.js';
import { tokenAs } from '../test/role-token.js';
import fs from 'node:fs';

const FAST: OutboxTiming = { pollMs: 25, retry: { delayMs: () => 50, giveUpAfterMs: 24 * 60 * 60_000 }, stopGraceMs: 200 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(smtpUrl: string, sharing?: TestApp): Promise<TestApp> {
  const database = sharing ? { databasePath: sharing.config.databasePath, databaseUrl: sharing.config.databaseUrl } : {};
  const mail = { smtpUrl, from: 'Site <site@example.com>', to: ['owner@example.com'] };
  const t = await makeTestApp({ mail, publicUrl: 'https://www.example.com', ...database }, { outbox: FAST });
  cleanups.push(() => t.close());
  return t;
}

const until = <T>(check: () => T | Promise<T>, timeout = 5_000) => vi.waitFor(check, { timeout, interval: 20 });

async function submitHero(t: TestApp, author: string) {
  const headers = auth(author);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/backend/api/drafts/home/hero',
    headers,
    payload: { ...heroDefault, title: 'New <b>' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/backend/api/drafts/home/hero/submit',
    headers,
    payload: { note: 'Please look at the new title.' },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
}

describe('review emails', () => {
  it('go to the editors and admins with an address when a draft is submitted', async () => {
    const smtp = await startSmtpCatcher();
    cleanups.push(() => smtp.close());
    const t = await app(smtp.url);
    const author = await tokenAs(t, 'ann', 'author');
    await tokenAs(t, 'eve', 'editor');
    await tokenAs(t, 'ada', 'admin');
    await tokenAs(t, 'nomail', 'editor', '');
    await submitHero(t, author);
    await until(() => expect(smtp.caught).toHaveLength(1));
    const [{ recipients, mail }] = smtp.caught as [(typeof smtp.caught)[0]];
    // The bootstrapped owner is an admin with no address.
    expect(recipients.sort()).toEqual(['ada@example.com', 'eve@example.com']);
    expect(mail.subject).toBe('For review: Hero');
    expect(mail.text).toContain('ann submitted the draft of Hero (home/hero) for review.');
    expect(mail.text).toContain('Please look at the new title.');
    expect(mail.text).toContain('https://www.example.com/admin/review');
    await until(async () => expect(await waitingReviewEmails(t.app.db)).toEqual([]));
  });

  it('wait, stored, while SMTP is down, and a restarted server delivers them', async () => {
    const port = await freePort();
    const first = await makeTestApp(
      { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Site <site@example.com>', to: [] } },
      { outbox: FAST },
    );
    cleanups.push(() => fs.rmSync(first.dir, { recursive: true, force: true }));
    const author = await tokenAs(first, 'ann', 'author');
    await tokenAs(first, 'eve', 'editor');
    await submitHero(first, author);
    // Tried, refused by the closed port, and kept for the next try.
    await until(async () =>
      expect((await waitingReviewEmails(first.app.db))[0]).toMatchObject({
        path: 'home/hero',
        by: 'ann',
        error: expect.any(String),
      }),
    );
    await first.app.close();

    const smtp = await startSmtpCatcher({ port });
    cleanups.push(() => smtp.close());
    const second = await app(smtp.url, first);
    await until(() => expect(smtp.caught.map((c) => c.recipients)).toEqual([['eve@example.com']]));
    await until(async () => expect(await waitingReviewEmails(second.app.db)).toEqual([]));
  });
});
