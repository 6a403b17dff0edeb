// Contact messages: sent by visitors from the home page, read, searched and deleted by admins.
import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { ContactMessage, contactMessageInputSchema } from '@site/contracts';
import type { Db } from '../db/client.js';
import { contactMessages, messageNotifications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { documentWritten } from './document-writes.js';
import { containsPattern } from './like-pattern.js';

type ContactInput = z.output<typeof contactMessageInputSchema>;

/** People never see the honeypot field; a form that filled it in was filled in by a program. */
export function isBot(input: ContactInput): boolean {
  return Boolean(input.website?.trim());
}

/**
 * Stores a message and answers {ok: true}. The answer carries no id: a sequential one would tell
 * anyone how many messages the site has had, and a bot could tell it was filtered by the id it was
 * shown. A bot gets the same answer and nothing is stored, so that it has no signal to adapt to.
 * With `alertQueuedAt` (email alerts are on) the message's alert is queued in the same transaction,
 * due at once: a message is never stored without its alert, and the visitor's answer never waits for
 * the mail server.
 */
export function receiveMessage(
  db: Db,
  input: ContactInput,
  clientIp: string | null,
  alertQueuedAt: Date | null = null,
): { ok: true } {
  if (isBot(input)) return { ok: true };
  db.transaction((tx) => {
    const stored = tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, message: input.message, clientIp })
      .returning({ id: contactMessages.id })
      .get();
    if (alertQueuedAt) {
      const at = alertQueuedAt.toISOString();
      tx.insert(messageNotifications).values({ messageId: stored.id, createdAt: at, nextAttemptAt: at }).run();
    }
  });
  documentWritten(db, 'messages');
  return { ok: true };
}

/** A column compared without regard to letter case, any alphabet (db/client.ts registers unicode_lower). */
const folded = (column: SQLiteColumn) => sql`unicode_lower(${column})`;

/** Messages whose name, email or text contains `q` (any case); every message for an empty `q`. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q.toLowerCase());
  return or(
    ...[contactMessages.name, contactMessages.email, contactMessages.message].map(
      (column) => sql`${folded(column)} LIKE ${pattern} ESCAPE '\\'`,
    ),
  );
}

/** What a visitor sent, under the names the API answers with. */
export const sentFields = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  submitted_at: contactMessages.submittedAt,
};

function selectMessages(db: Db) {
  return db
    .select({
      ...sentFields,
      read: contactMessages.read,
      notification: {
        state: messageNotifications.state,
        attempts: messageNotifications.attempts,
        error: messageNotifications.error,
        next_attempt_at: messageNotifications.nextAttemptAt,
        sent_at: messageNotifications.sentAt,
      },
    })
    .from(contactMessages)
    .leftJoin(messageNotifications, eq(messageNotifications.messageId, contactMessages.id));
}

/** Newest first; ids break ties between messages sent in the same millisecond. `q` narrows to the matches. */
export function listMessages(db: Db, q?: string): ContactMessage[] {
  return selectMessages(db).where(matching(q)).orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id)).all();
}

export function getMessage(db: Db, id: number): ContactMessage {
  const found = selectMessages(db).where(eq(contactMessages.id, id)).get();
  if (!found) throw noSuchMessage(id);
  return found;
}

/** Marks a message read or unread and answers it as the list shows it. */
export function setMessageRead(db: Db, id: number, read: boolean): ContactMessage {
  const changes = db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).run().changes;
  if (changes === 0) throw noSuchMessage(id);
  documentWritten(db, 'messages');
  return getMessage(db, id);
}

export function deleteMessage(db: Db, id: number): void {
  const changes = db.delete(contactMessages).where(eq(contactMessages.id, id)).run().changes;
  if (changes === 0) throw noSuchMessage(id);
  documentWritten(db, 'messages');
}

const noSuchMessage = (id: number) => new ApiError(404, { error: `There is no message with the id ${id}.` });
