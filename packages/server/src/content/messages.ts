// Contact messages: sent by visitors from the home page, read, searched and deleted by admins.
import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactMessage, ContactMessagePatch, contactMessageInputSchema, MessageForm } from '@site/contracts';
import { DEFAULT_MESSAGES_PER_HOUR } from '../config.js';
import { recordAudit, SERVER_ACTOR, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { contactMessages, messageNotifications } from '../db/schema.js';
import { folded, storedTimeAgo } from '../db/dialect.js';
import { ApiError } from '../http/errors.js';
import { documentWritten } from './document-writes.js';
import { containsPattern } from './like-pattern.js';

type ContactInput = z.output<typeof contactMessageInputSchema>;

/** People never see the honeypot field; a form that filled it in was filled in by a program. */
function isBot(input: ContactInput): boolean {
  return Boolean(input.website?.trim());
}

/** The one sentence for a message already received from the same address with the same text. */
export const ALREADY_SENT = 'You have already sent us this message, and it has reached us. We will reply soon.';

/** How long the same text from the same address counts as the message sent again, in seconds. */
const DUPLICATE_WINDOW_S = 24 * 60 * 60;
const CEILING_WINDOW_MS = 60 * 60 * 1000;

/** The 429 of a full hour, with Retry-After: the seconds until enough of the hour's messages have aged out. */
function siteBusy(retryAfterS: number): ApiError {
  const minutes = Math.ceil(retryAfterS / 60);
  return new ApiError(
    429,
    {
      ok: false,
      error: `The site has received a great many messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    { 'retry-after': String(retryAfterS) },
  );
}

/**
 * Refuses a send when the site as a whole has taken `perHour` messages in the last hour, counted
 * from the messages table so that every process sharing the database sees the same count. The
 * visitor is told to come back, with how long to wait: nothing is dropped silently.
 */
async function checkSiteCeiling(db: Pick<Db, 'select'>, perHour: number): Promise<void> {
  const recent = gt(contactMessages.submittedAt, storedTimeAgo(CEILING_WINDOW_MS / 1000));
  const [counted] = await db.select({ n: count() }).from(contactMessages).where(recent);
  const taken = counted?.n ?? 0;
  if (taken < perHour) return;
  // The message whose ageing out brings the hour's count below the ceiling.
  const [freeing] = await db
    .select({ at: contactMessages.submittedAt })
    .from(contactMessages)
    .where(recent)
    .orderBy(asc(contactMessages.submittedAt))
    .limit(1)
    .offset(taken - perHour);
  const freesAt = (freeing ? Date.parse(freeing.at) : Date.now()) + CEILING_WINDOW_MS;
  throw siteBusy(Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)));
}

export interface ReceiveOptions {
  /** With a date (email alerts are on), the message's alert is queued in the same transaction, due then. */
  alertQueuedAt?: Date | null;
  /** The site-wide ceiling: at most this many messages in the last hour (config CONTACT_MESSAGES_PER_HOUR). */
  perHour?: number;
  /** The form it came from; the route that takes it knows. */
  form?: MessageForm;
}

/**
 * Stores a message and answers {ok: true}. The answer carries no id: a sequential one would tell
 * anyone how many messages the site has had, and a bot could tell it was filtered by the id it was
 * shown. A bot gets the same answer and nothing is stored, so that it has no signal to adapt to; a
 * full hour refuses it as it refuses a person.
 *
 * Refused, with nothing stored: the same text from the same address (any letter case) within a day
 * (409), and any message once the site has had `perHour` in the last hour (429). The checks and the
 * insert run in one IMMEDIATE transaction, which takes SQLite's write lock first: two sends, from
 * this process or another, cannot both pass the checks before either is stored. With email alerts
 * on, the alert is queued in the same transaction, due at once: a message is never stored without
 * its alert, and the visitor's answer never waits for the mail server.
 */
/** The one sentence for a message holding U+0000, which PostgreSQL cannot store in text (nor a person type). */
export const NUL_CHARACTER = 'The message cannot contain a null character (U+0000). Please remove it and send it again.';

export async function receiveMessage(
  db: Db,
  input: ContactInput,
  clientIp: string | null,
  { alertQueuedAt = null, perHour = DEFAULT_MESSAGES_PER_HOUR, form = 'contact' }: ReceiveOptions = {},
): Promise<{ ok: true }> {
  if (isBot(input)) {
    await checkSiteCeiling(db, perHour);
    return { ok: true };
  }
  // Refused the same on both engines, before any write: PostgreSQL refuses U+0000 in a text column.
  if (Object.values(input).some((value) => typeof value === 'string' && value.includes('\u0000'))) {
    throw new ApiError(400, { ok: false, error: NUL_CHARACTER });
  }
  await db.transaction(
    async (tx) => {
      const [duplicate] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(
          and(
            eq(folded(contactMessages.email), input.email.toLowerCase()),
            eq(contactMessages.message, input.message),
            gt(contactMessages.submittedAt, storedTimeAgo(DUPLICATE_WINDOW_S)),
          ),
        )
        .limit(1);
      if (duplicate) throw new ApiError(409, { ok: false, error: ALREADY_SENT });
      await checkSiteCeiling(tx, perHour);
      const [stored] = await tx
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, message: input.message, clientIp, form, page: input.page ?? null })
        .returning({ id: contactMessages.id });
      if (alertQueuedAt) {
        const at = alertQueuedAt.toISOString();
        await tx.insert(messageNotifications).values({ messageId: stored!.id, createdAt: at, nextAttemptAt: at });
      }
    },
    { behavior: 'immediate' },
  );
  documentWritten(db, 'messages');
  return { ok: true };
}

/** Messages whose name, email or text contains `q` (any case); every message for an empty `q`. */
export function matching(q: string | undefined): SQL | undefined {
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
      form: contactMessages.form,
      page: contactMessages.page,
      replied_at: contactMessages.repliedAt,
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

/** Newest first; ids break ties between messages sent in the same millisecond. */
export const newestFirst = [desc(contactMessages.submittedAt), desc(contactMessages.id)] as const;

/** One page of the list: `limit` messages (all without it) after skipping `offset`. */
export interface MessagePage {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Newest first. `q` narrows to the matches; `page` to a slice of them. */
export async function listMessages(db: Db, q?: string, page: MessagePage = {}): Promise<ContactMessage[]> {
  const query = selectMessages(db)
    .where(matching(q))
    .orderBy(...newestFirst)
    .$dynamic();
  // SQLite takes LIMIT -1 for "no limit", needed when only an offset is given.
  if (page.limit !== undefined || page.offset) query.limit(page.limit ?? -1).offset(page.offset ?? 0);
  return await query;
}

/**
 * Where the page of `limit` messages that holds message `id` starts in the list matching `q`, or
 * undefined when no message with that id matches.
 */
export async function pageStartOf(db: Db, q: string | undefined, id: number, limit: number): Promise<number | undefined> {
  const [found] = await db
    .select({ at: contactMessages.submittedAt })
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), matching(q)));
  if (!found) return undefined;
  const [newer] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(
      and(
        matching(q),
        or(gt(contactMessages.submittedAt, found.at), and(eq(contactMessages.submittedAt, found.at), gt(contactMessages.id, id))),
      ),
    );
  return Math.floor((newer?.n ?? 0) / limit) * limit;
}

/** How many messages match `q` (all of them without it), and how many of all messages are unread. */
export async function countMessages(db: Db, q?: string): Promise<{ total: number; unread: number }> {
  const [total] = await db.select({ n: count() }).from(contactMessages).where(matching(q));
  const [unread] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false));
  return { total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

async function getMessage(db: Db, id: number): Promise<ContactMessage> {
  const [found] = await selectMessages(db).where(eq(contactMessages.id, id));
  if (!found) throw noSuchMessage(id);
  return found;
}

/**
 * Marks a message read or unread, replied or not, and answers it as the list shows it. Marking it
 * replied keeps the time it was first marked; marking it replied also marks it read.
 */
export async function updateMessage(db: Db, id: number, patch: ContactMessagePatch, now = new Date()): Promise<ContactMessage> {
  const repliedAt =
    patch.replied === undefined
      ? undefined
      : patch.replied
        ? sql`coalesce(${contactMessages.repliedAt}, ${now.toISOString()})`
        : null;
  const read = patch.replied ? true : patch.read;
  const changed = await db
    .update(contactMessages)
    .set({ ...(read === undefined ? {} : { read }), ...(repliedAt === undefined ? {} : { repliedAt }) })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (changed.length === 0) throw noSuchMessage(id);
  documentWritten(db, 'messages');
  return await getMessage(db, id);
}

export async function deleteMessage(db: Db, id: number, audit: AuditActor = SERVER_ACTOR): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id, name: contactMessages.name, submittedAt: contactMessages.submittedAt });
    if (!deleted) throw noSuchMessage(id);
    // The sender's name and time say which message it was; its text stays out of the log.
    await recordAudit(tx, audit, {
      action: 'deleted',
      target: `message ${id}`,
      detail: { from: deleted.name, sent_at: deleted.submittedAt },
    });
  });
  documentWritten(db, 'messages');
}

const noSuchMessage = (id: number) => new ApiError(404, { error: `There is no message with the id ${id}.` });
