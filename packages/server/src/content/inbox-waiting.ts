// What in the inbox waits for someone: the unread messages (how many, the newest few) and the email
// alerts that failed for good while their messages are still unread. A failed alert of a message
// someone has since read needs nobody: the message reached them another way.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Dashboard } from '@site/contracts';
import type { Db } from '../db/client.js';
import { contactMessages, messageNotifications } from '../db/schema.js';
import { newestFirst } from './messages.js';

type UnreadMessages = NonNullable<Dashboard['messages']>;
type FailedAlerts = NonNullable<Dashboard['failed_alerts']>;

const unread = eq(contactMessages.read, false);
const failedUnread = and(eq(messageNotifications.state, 'failed'), unread);

/** How many messages are unread, and the newest `limit` of them (id, name, when). */
export async function unreadMessages(db: Db, limit: number): Promise<UnreadMessages> {
  const [counted] = await db.select({ n: count() }).from(contactMessages).where(unread);
  const newest = await db
    .select({ id: contactMessages.id, name: contactMessages.name, submitted_at: contactMessages.submittedAt })
    .from(contactMessages)
    .where(unread)
    .orderBy(...newestFirst)
    .limit(limit);
  return { unread: counted?.n ?? 0, newest };
}

/** How many alerts failed while their messages are unread. */
export async function countFailedAlerts(db: Db): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(failedUnread);
  return counted?.n ?? 0;
}

/** The failed alerts of unread messages: how many, and the mail server's reason for the newest. */
export async function failedAlerts(db: Db): Promise<FailedAlerts> {
  const [latest] = await db
    .select({ message_id: messageNotifications.messageId, error: messageNotifications.error, at: messageNotifications.createdAt })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(failedUnread)
    .orderBy(desc(messageNotifications.createdAt), desc(messageNotifications.messageId))
    .limit(1);
  return { count: await countFailedAlerts(db), latest: latest ?? null };
}
