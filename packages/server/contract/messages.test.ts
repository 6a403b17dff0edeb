// Contact messages: the public send and its one-sentence refusals; the admin's list, search, read
// mark, CSV export and delete. A message sent here is deleted again. Sends are rate-limited per
// connection (5 in 10 minutes), so the suite sends only two, and only when it can delete what it sent.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contactFailedSchema,
  contactMessageSchema,
  contactSentSchema,
  FILL_ALL_FIELDS,
  MESSAGES_CSV_COLUMNS,
  NO_CREDENTIALS,
  validationErrorSchema,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();

describe('contact messages', () => {
  it('listing, exporting, marking and deleting without a token are refused with 401', async () => {
    for (const res of [
      await target.http().get(api('contact-messages')),
      await target.http().get(api('contact-messages/export.csv')),
      await target.http().patch(api('contact-messages/1')).send({ read: true }),
      await target.http().delete(api('contact-messages/1')),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: NO_CREDENTIALS });
    }
  });

  it.skipIf(!canWrite)(signedIn('a message with an empty field gets 400 {ok: false, error} and is not stored'), async () => {
    const res = await target
      .http()
      .post(api('contact-messages'))
      .send({ name: '', email: 'someone@example.com', message: 'Hello' })
      .expect(400);
    expect(contactFailedSchema.parse(res.body)).toEqual({ ok: false, error: FILL_ALL_FIELDS, missing: ['name'] });
  });

  it.skipIf(!canWrite)(signedIn('send, find it by search, mark it read, export it as CSV, delete it'), async () => {
    const marker = `contract-suite-${Date.now()}`;
    const sent = await target
      .http()
      .post(api('contact-messages'))
      .send({ name: 'Contract Suite', email: 'contract-suite@example.com', message: `Checking the API (${marker})` })
      .expect(201);
    // The answer names no message: the search by its marker finds it, and its id.
    expect(contactSentSchema.parse(sent.body)).toEqual({ ok: true });
    const found = await target.http().get(api('contact-messages')).query({ q: marker }).set(target.auth()).expect(200);
    const [message, ...others] = z.array(contactMessageSchema).parse(found.body);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ name: 'Contract Suite', email: 'contract-suite@example.com', read: false });
    if (!message) throw new Error('The message just sent is not listed.');
    const { id } = message;
    try {
      const marked = await target
        .http()
        .patch(api(`contact-messages/${id}`))
        .set(target.auth())
        .send({ read: true })
        .expect(200);
      expect(contactMessageSchema.parse(marked.body)).toEqual({ ...message, read: true });

      const wrong = await target
        .http()
        .patch(api(`contact-messages/${id}`))
        .set(target.auth())
        .send({ read: 'yes' })
        .expect(400);
      expect(validationErrorSchema.parse(wrong.body).error).toBe(
        'The request body is not valid at "read": read must be true or false.',
      );

      const csv = await target.http().get(api('contact-messages/export.csv')).query({ q: marker }).set(target.auth()).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = csv.text.trim().split(/\r?\n/);
      expect(lines[0]).toBe(MESSAGES_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(2);
      // Not replied, from the contact form, no page (this client sent none).
      expect(lines[1]).toMatch(
        new RegExp(`^${id},.*Contract Suite,contract-suite@example.com,.*${marker}.*,true,,Contact form,$`),
      );
    } finally {
      await target
        .http()
        .delete(api(`contact-messages/${id}`))
        .set(target.auth())
        .expect(204);
    }
    const gone = await target
      .http()
      .patch(api(`contact-messages/${id}`))
      .set(target.auth())
      .send({ read: false })
      .expect(404);
    expect(gone.body).toEqual({ error: `There is no message with the id ${id}.` });
  });
});
