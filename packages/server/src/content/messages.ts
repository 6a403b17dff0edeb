// Contact messages: sent by visitors from the home page, read and deleted by admins.
import { desc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactMessage, contactMessageInputSchema } from '@site/contracts';
import type { Db } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { documentWritten } from './document-writes.js';

type ContactInput = z.output<typeof contactMessageInputSchema>;

/** People never see the honeypot field; a form that filled it in was filled in by a program. */
export function isBot(input: ContactInput): boolean {
  return Boolean(input.website?.trim());
}

/**
 * Stores a message and answers {ok, id}. A bot gets the same answer with a plausible id and nothing
 * is stored, so that it has no signal to adapt to.
 */
export function receiveMessage(db: Db, input: ContactInput, clientIp: string | null): { ok: true; id: number } {
  if (isBot(input)) {
    const last =
      db
        .select({ id: max(contactMessages.id) })
        .from(contactMessages)
        .get()?.id ?? 0;
    return { ok: true, id: last + 1 };
  }
  const { id } = db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message, clientIp })
    .returning({ id: contactMessages.id })
    .get();
  documentWritten(db, 'messages');
  return { ok: true, id };
}

/** Newest first; ids break ties between messages sent in the same millisecond. */
export function listMessages(db: Db): ContactMessage[] {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      submitted_at: contactMessages.submittedAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id))
    .all();
}

export function deleteMessage(db: Db, id: number): void {
  const changes = db.delete(contactMessages).where(eq(contactMessages.id, id)).run().changes;
  if (changes === 0) throw new ApiError(404, { error: `There is no message with the id ${id}.` });
  documentWritten(db, 'messages');
}
