// The tables of schema.ts for PostgreSQL, the same in every name, column, default, key and index, so
// the repositories written against the SQLite tables run unchanged on these (schema-parity.test.ts
// fails at the first difference, in the types and in the definitions). The row types are the same
// too: times stay ISO-8601 text in SQLite's format, JSON documents are json (kept as written, keys in their order, as SQLite keeps them), flags are booleans, and
// numbers are integer or double precision, which the driver hands back as JS numbers (it would hand
// bigint and numeric back as strings). The comments on each table and column are in schema.ts.
// Only tables are exported here, like schema.ts.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AuditAction, MediaInfo, NotificationState, ReviewState, Role } from '@site/contracts';

// What SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now') gives, e.g. 2026-11-27T04:26:59.123Z. The time
// of the statement, as SQLite's 'now' is; now() would give every row of a transaction its start time.
const now = sql`(to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * An integer id the database hands out when the insert gives none. In SQLite an INTEGER PRIMARY KEY
 * is the rowid, which does so with or without AUTOINCREMENT (hence the id is optional in an insert's
 * type there); here an identity column does. An insert that gives its own id does not move the
 * identity on: a copy that writes ids (an import) has to set it past them afterwards.
 */
const id = (name: string) => integer(name).primaryKey().generatedByDefaultAsIdentity();

export const sections = pgTable('sections', {
  key: text('key').primaryKey(),
  data: json('data').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: text('updated_at').notNull().default(now),
});

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    slug: text('slug').notNull(),
    data: json('data').notNull(),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [uniqueIndex('services_slug_unique').on(t.slug)],
);

export const images = pgTable(
  'images',
  {
    id: id('id'),
    fileName: text('file_name').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull().default(''),
    alt: text('alt').notNull().default(''),
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    category: text('category').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: json('variants').$type<Pick<MediaInfo, 'avif' | 'webp'>>().notNull().default({ avif: [], webp: [] }),
    uploadedAt: text('uploaded_at').notNull().default(now),
  },
  (t) => [
    index('images_category').on(t.category),
    uniqueIndex('images_file_name_unique').on(t.fileName),
    index('images_url').on(t.url),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id('id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  clientIp: text('client_ip'),
  submittedAt: text('submitted_at').notNull().default(now),
  read: boolean('read').notNull().default(false),
  form: text('form'),
  page: text('page'),
  repliedAt: text('replied_at'),
});

export const adminSettings = pgTable('admin_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: text('updated_at').notNull().default(now),
});

export const messageNotifications = pgTable(
  'message_notifications',
  {
    // The message's id, always given by the insert; an identity like SQLite's rowid all the same, so
    // both tables take the same inserts (see `id` above).
    messageId: id('message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    state: text('state').$type<NotificationState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: text('created_at').notNull(),
    nextAttemptAt: text('next_attempt_at'),
    sentAt: text('sent_at'),
    leaseUntil: text('lease_until'),
  },
  (t) => [index('message_notifications_next_attempt').on(t.nextAttemptAt)],
);

export const users = pgTable(
  'users',
  {
    id: id('id'),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    createdAt: text('created_at').notNull().default(now),
    lastLogin: text('last_login'),
    role: text('role').$type<Role>().notNull().default('admin'),
    totpSecret: text('totp_secret'),
    totpConfirmedAt: text('totp_confirmed_at'),
    totpLastStep: integer('totp_last_step'),
  },
  // Usernames are ASCII (the contract's rule), which lower() folds under any collation.
  (t) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`)],
);

export const tokens = pgTable('tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: text('created_at').notNull().default(now),
  lastUsedAt: text('last_used_at').notNull().default(now),
});

export const revisions = pgTable(
  'revisions',
  {
    id: id('id'),
    document: text('document').notNull(),
    version: integer('version').notNull(),
    data: json('data').notNull(),
    savedBy: text('saved_by'),
    savedAt: text('saved_at').notNull().default(now),
    note: text('note'),
  },
  (t) => [uniqueIndex('revisions_document_version').on(t.document, t.version)],
);

export const drafts = pgTable(
  'drafts',
  {
    document: text('document').primaryKey(),
    data: json('data').notNull(),
    basedOn: integer('based_on').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: text('updated_at').notNull().default(now),
    publishAt: text('publish_at'),
    scheduleId: text('schedule_id'),
    scheduledBy: text('scheduled_by'),
    scheduleError: text('schedule_error'),
    scheduleClaimedBy: text('schedule_claimed_by'),
    scheduleLeaseUntil: text('schedule_lease_until'),
    reviewState: text('review_state').$type<ReviewState>(),
    reviewBy: text('review_by'),
    reviewNote: text('review_note'),
    reviewAt: text('review_at'),
  },
  (t) => [index('drafts_publish_at').on(t.publishAt)],
);

export const previewLinks = pgTable('preview_links', {
  id: id('id'),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: text('created_by'),
  createdAt: text('created_at').notNull().default(now),
  expiresAt: text('expires_at').notNull(),
});

export const customPages = pgTable(
  'custom_pages',
  {
    id: id('id'),
    slug: text('slug').notNull(),
    data: json('data').notNull(),
    published: boolean('published').notNull().default(true),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [uniqueIndex('custom_pages_slug_unique').on(t.slug)],
);

export const customPageRedirects = pgTable('custom_page_redirects', {
  fromSlug: text('from_slug').primaryKey(),
  pageId: integer('page_id')
    .notNull()
    .references(() => customPages.id, { onDelete: 'cascade' }),
});

export const redirects = pgTable('redirects', {
  id: id('id'),
  fromPath: text('from_path').notNull().unique(),
  to: text('to').notNull(),
  status: integer('status').notNull().default(301),
  createdBy: text('created_by'),
  createdAt: text('created_at').notNull().default(now),
  updatedAt: text('updated_at').notNull().default(now),
});

export const redirectHits = pgTable('redirect_hits', {
  fromPath: text('from_path').primaryKey(),
  hits: integer('hits').notNull().default(0),
  lastHitAt: text('last_hit_at').notNull(),
});

export const notFoundLog = pgTable(
  'not_found_log',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(0),
    firstSeen: text('first_seen').notNull(),
    lastSeen: text('last_seen').notNull(),
    referrerHost: text('referrer_host'),
  },
  (t) => [index('not_found_log_last_seen').on(t.lastSeen)],
);

export const linkChecks = pgTable('link_checks', {
  url: text('url').primaryKey(),
  checkedAt: text('checked_at').notNull(),
  ok: boolean('ok').notNull(),
  status: integer('status'),
  error: text('error'),
});

export const siteHealthRuns = pgTable(
  'site_health_runs',
  {
    id: id('id'),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at'),
    findings: json('findings'),
    error: text('error'),
    requestedBy: text('requested_by'),
  },
  (t) => [index('site_health_runs_started_at').on(t.startedAt)],
);

export const presence = pgTable(
  'presence',
  {
    editor: text('editor').primaryKey(),
    document: text('document').notNull(),
    username: text('username').notNull(),
    openedAt: text('opened_at').notNull(),
    seenAt: text('seen_at').notNull(),
    tookOverAt: text('took_over_at'),
  },
  (t) => [index('presence_document').on(t.document), index('presence_seen_at').on(t.seenAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: text('id').primaryKey(),
    pairKey: text('pair_key'),
    addressKey: text('address_key').notNull(),
    at: text('at').notNull(),
  },
  (t) => [
    index('login_attempts_pair').on(t.pairKey),
    index('login_attempts_address').on(t.addressKey),
    index('login_attempts_at').on(t.at),
  ],
);

export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: text('resets_at').notNull(),
  },
  (t) => [index('request_counts_resets_at').on(t.resetsAt)],
);

export const startLocks = pgTable('start_locks', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: text('until').notNull(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);

export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: json('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: text('created_at').notNull().default(now),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

export const authChallenges = pgTable('auth_challenges', {
  id: text('id').primaryKey(),
  challenge: text('challenge').notNull(),
  purpose: text('purpose').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: text('expires_at').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id('id'),
    at: text('at').notNull().default(now),
    actor: text('actor'),
    actorId: integer('actor_id'),
    action: text('action').$type<AuditAction>().notNull(),
    target: text('target'),
    detail: json('detail').$type<Record<string, unknown>>(),
    address: text('address'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_actor').on(t.actor), index('audit_log_action').on(t.action)],
);

export const draftReviewSteps = pgTable(
  'draft_review_steps',
  {
    id: id('id'),
    document: text('document').notNull(),
    state: text('state').$type<ReviewState>().notNull(),
    by: text('by'),
    note: text('note'),
    at: text('at').notNull().default(now),
  },
  (t) => [index('draft_review_steps_document').on(t.document)],
);

export const reviewLinks = pgTable('review_links', {
  id: id('id'),
  tokenHash: text('token_hash').notNull().unique(),
  name: text('name').notNull(),
  createdBy: text('created_by'),
  createdAt: text('created_at').notNull().default(now),
  expiresAt: text('expires_at').notNull(),
  revokedAt: text('revoked_at'),
});
