// Configuration from the environment. A bad value stops the start with one sentence that says
// which variable is wrong and what it should be.
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@site/contracts';
import type { S3Config } from './media/s3-config.js';

/** The contact form's default site-wide ceiling per hour, well above a small company's real traffic. */
export const DEFAULT_MESSAGES_PER_HOUR = 100;

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);

/** An origin exactly as a browser sends it in the Origin header: scheme, host, optional port, nothing else. */
const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
};
/**
 * The site's public address: an http(s) origin (a trailing slash and any letter case allowed). No
 * path: the site answers at the root of its host (pages, assets, API), so an absolute URL is always
 * this origin and a path.
 */
const publicUrl = z.string().transform((value, ctx) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const bare = url && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !value.endsWith('#');
  if (!bare || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    ctx.addIssue({ code: 'custom', message: 'not an origin' });
    return z.NEVER;
  }
  return url.origin;
});
const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every(isOrigin));

/** Where email alerts are sent through: smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
const smtpUrl = z.string().refine((value) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return Boolean(url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname && url.pathname.length <= 1);
});
/** A PostgreSQL connection string: postgres:// or postgresql://, naming a host and a database. */
const postgresUrl = z.string().refine((value) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return Boolean(url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.pathname.length > 1);
});
/** A bare address, or a display name and the address in angle brackets. */
const mailbox = z.string().refine((value) => {
  const address = /^[^<>\r\n,]*<([^<>]+)>$/.exec(value.trim())?.[1] ?? value.trim();
  return EMAIL_PATTERN.test(address);
});
const addressList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length > 0 && list.every((a) => EMAIL_PATTERN.test(a)));

/** Where the purge notice is POSTed: an http(s) URL (a receiver beside the CDN or proxy). */
const httpUrl = z.string().refine((value) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return Boolean(url && (url.protocol === 'http:' || url.protocol === 'https:'));
});

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('data/site.db'),
  DATABASE_URL: postgresUrl.optional(),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  ADMIN_USERNAME: z.string().min(1).max(150).optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  TOKEN_TTL_DAYS: positiveInt.max(3650).default(14),
  TOKEN_MAX_AGE_DAYS: positiveInt.max(3650).default(30),
  AUDIT_RETENTION_DAYS: positiveInt.max(36500).default(365),
  MAX_UPLOAD_MB: positiveInt.max(1024).default(10),
  IMAGE_TIMEOUT_S: positiveInt.max(600).default(20),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  OUTSIDE_LINK_CHECKS: z
    .string()
    .regex(/^(true|false|[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*)$/i)
    .default('true'),
  PUBLISH_CHECKS: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.union([z.enum(['true', 'false']), z.string().regex(/^\d{1,2}$/)]).default('false'),
  CORS_ORIGINS: originList.default([]),
  PUBLIC_URL: publicUrl.optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailbox.optional(),
  NOTIFY_EMAILS: addressList.optional(),
  CACHE_MAX_AGE_S: z.coerce.number().int().min(0).max(31_536_000).default(0),
  CACHE_PURGE_URL: httpUrl.optional(),
  CONTACT_MESSAGES_PER_HOUR: positiveInt.max(100_000).default(DEFAULT_MESSAGES_PER_HOUR),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/** Settings whose value is not repeated in an error: it may hold a password. */
const SECRET = new Set(['SMTP_URL', 'CACHE_PURGE_URL', 'DATABASE_URL', 'S3_SECRET_ACCESS_KEY']);

const HINTS: Record<string, string> = {
  PORT: 'a port number from 0 to 65535',
  HOST: 'an address to listen on, such as 127.0.0.1 or 0.0.0.0',
  DATABASE_PATH: 'a file path',
  DATABASE_URL: 'a PostgreSQL address such as postgres://user:password@db.example.com:5432/site',
  UPLOADS_DIR: 'a folder path',
  ADMIN_USERNAME: 'a user name of 1 to 150 characters',
  ADMIN_PASSWORD: 'a password of 8 to 128 characters',
  TOKEN_TTL_DAYS: 'a whole number of days from 1 to 3650',
  TOKEN_MAX_AGE_DAYS: 'a whole number of days from 1 to 3650',
  AUDIT_RETENTION_DAYS: 'a whole number of days from 1 to 36500',
  MAX_UPLOAD_MB: 'a whole number of megabytes from 1 to 1024',
  IMAGE_TIMEOUT_S: 'a whole number of seconds from 1 to 600',
  SEED_DEMO: '"true" or "false"',
  OUTSIDE_LINK_CHECKS: '"true", "false" or a comma-separated list of host names such as 127.0.0.1,localhost',
  PUBLISH_CHECKS: '"true" or "false"',
  TRUST_PROXY: '"true", "false" or the number of proxies in front of the server',
  CORS_ORIGINS:
    'a comma-separated list of origins such as https://a.example,https://b.example:8443 (scheme, host and port only, no path or "*")',
  PUBLIC_URL: 'the address visitors use, an http(s) origin such as https://www.example.com (scheme, host and port only, no path)',
  SMTP_URL:
    'an SMTP server address such as smtp://user:password@mail.example.com:587 or smtps://user:password@mail.example.com:465',
  MAIL_FROM: 'the sender of the email alerts, an address such as site@example.com or Site <site@example.com>',
  NOTIFY_EMAILS: 'a comma-separated list of email addresses such as owner@example.com,sales@example.com',
  CACHE_MAX_AGE_S: 'a whole number of seconds from 0 (no shared caching) to 31536000',
  CACHE_PURGE_URL: 'an http(s) URL such as http://127.0.0.1:8081/purge',
  CONTACT_MESSAGES_PER_HOUR: 'a whole number of messages from 1 to 100000',
  S3_BUCKET: 'a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens',
  S3_REGION: 'a region name such as eu-west-1, us-east-1 or auto (R2)',
  S3_ENDPOINT: "the S3-compatible server's address, an http(s) URL such as http://127.0.0.1:9000 (unset for AWS)",
  S3_ACCESS_KEY_ID: 'an access key id',
  S3_SECRET_ACCESS_KEY: 'a secret access key',
  S3_FORCE_PATH_STYLE: '"true" or "false"',
};

/**
 * The mail server of email alerts, set together. The addresses alerts go to (NOTIFY_EMAILS) are
 * optional: the editor can set them (Site settings → Notifications), and its list, when it holds any,
 * replaces the variable's.
 */
const MAIL_SETTINGS = ['SMTP_URL', 'MAIL_FROM'] as const;

/**
 * Uploads in an S3-compatible bucket instead of UPLOADS_DIR: these four together. S3_ENDPOINT (unset
 * for AWS itself) and S3_FORCE_PATH_STYLE (false unless set) are optional, but only beside them.
 */
const S3_SETTINGS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;

export interface Config {
  port: number;
  host: string;
  databasePath: string;
  /** PostgreSQL's address when the site runs on it; unset, the SQLite file at databasePath. */
  databaseUrl?: string;
  /** The uploads folder; not used when `s3` is set. */
  uploadsDir: string;
  /** Uploads in an S3-compatible bucket (media/s3-storage.ts); unset, in `uploadsDir`. */
  s3?: S3Config;
  adminUsername?: string;
  adminPassword?: string;
  tokenTtlDays: number;
  /** A token is refused this many days after login however often it is used: a stolen one does not live for ever. */
  tokenMaxAgeDays: number;
  /** Audit log entries older than this many days are deleted (at start and once a day). */
  auditRetentionDays: number;
  /** The login throttle's slowing of attempts at a much-guessed username (auth/login-throttle.ts); unset, its own numbers. */
  loginSlowdown?: { afterFailures?: number; ms?: number; maxMs?: number };
  maxUploadBytes: number;
  /**
   * How long one image may take to be read, checked and turned into variants; past it the upload is
   * refused and the work is stopped (media/image-worker.ts).
   */
  imageTimeoutMs: number;
  /** Fill an empty database with the demo content on start. */
  seedDemo: boolean;
  /**
   * Whether the site-health checks ask the other sites the content links to whether they answer:
   * all of them, none, or only those at these host names (a test server on 127.0.0.1).
   */
  outsideLinkChecks: boolean | readonly string[];
  /** Whether content writes start a whole-site health check in the background (tests turn it off). */
  siteHealthAfterWrites: boolean;
  /**
   * Whether Publish, Schedule and Approve first ask what the change would add to the site's health
   * findings; off, the check answers nothing and the step goes straight on (the whole-site runs go on).
   */
  publishChecks: boolean;
  /**
   * Behind a reverse proxy the client address comes from X-Forwarded-For; without this every visitor
   * would share the proxy's address in the login and contact rate limits.
   */
  trustProxy: boolean | number;
  /** Origins whose pages may call the API from the browser; empty (the default) means no CORS headers at all. */
  corsOrigins: string[];
  /**
   * The origin every absolute URL (canonical link, og:url, sitemap, robots.txt) is built from; unset,
   * only a Host of this server's own address is believed (render/public-origin.ts).
   */
  publicUrl?: string;
  /** Email alerts for new contact messages (mail/); unset, none are sent. */
  mail?: MailConfig;
  /**
   * How long a shared cache (a CDN, nginx) may serve a public page or public content answer without
   * asking again (s-maxage); 0, the default, lets no shared cache keep them (http/shared-caching.ts).
   */
  cacheMaxAgeS: number;
  /** Told with a POST of the changed paths after every publish, so a CDN can drop them (cache/purge.ts). */
  cachePurgeUrl?: string;
  /**
   * The contact form's site-wide ceiling: past this many messages in the last hour every send is
   * answered 429 with Retry-After until the hour has room again (content/messages.ts).
   */
  contactMessagesPerHour: number;
}

export interface MailConfig {
  /** smtp://user:password@host:port or smtps://…, as nodemailer reads it. */
  smtpUrl: string;
  from: string;
  /** NOTIFY_EMAILS, possibly none: every alert goes to all of them unless the editor set its own list. */
  to: string[];
}

export class ConfigError extends Error {}

/** "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** Reads the configuration; relative paths are taken from `cwd` (the repository root for `pnpm start`). */
/** OUTSIDE_LINK_CHECKS: true, false, or the host names whose links alone are asked. */
function outsideLinkHosts(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((host) => host.trim().toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const picked = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? 'configuration');
    const got = SECRET.has(name) ? '' : ` (got "${env[name] ?? ''}")`;
    throw new ConfigError(`Invalid configuration: ${name} must be ${HINTS[name] ?? 'valid'}${got}.`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: set ADMIN_USERNAME and ADMIN_PASSWORD together, or neither.');
  }
  const missingMail = MAIL_SETTINGS.filter((name) => e[name] === undefined);
  if (missingMail.length > 0 && (missingMail.length < MAIL_SETTINGS.length || e.NOTIFY_EMAILS !== undefined)) {
    throw new ConfigError(
      `Invalid configuration: email alerts need SMTP_URL and MAIL_FROM together (${missingMail.join(' and ')} not set).`,
    );
  }
  const missingS3 = S3_SETTINGS.filter((name) => e[name] === undefined);
  const anyS3 = missingS3.length < S3_SETTINGS.length || S3_OPTIONAL.some((name) => e[name] !== undefined);
  if (anyS3 && missingS3.length > 0) {
    throw new ConfigError(
      `Invalid configuration: uploads in S3 need S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (${listed(missingS3)} not set).`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: path.resolve(cwd, e.DATABASE_PATH),
    databaseUrl: e.DATABASE_URL,
    uploadsDir: path.resolve(cwd, e.UPLOADS_DIR),
    s3: anyS3
      ? {
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION!,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    tokenMaxAgeDays: e.TOKEN_MAX_AGE_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    imageTimeoutMs: e.IMAGE_TIMEOUT_S * 1000,
    seedDemo: e.SEED_DEMO === 'true',
    outsideLinkChecks: outsideLinkHosts(e.OUTSIDE_LINK_CHECKS),
    siteHealthAfterWrites: true,
    publishChecks: e.PUBLISH_CHECKS === 'true',
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : Number(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM.trim(), to: e.NOTIFY_EMAILS ?? [] } : undefined,
    cacheMaxAgeS: e.CACHE_MAX_AGE_S,
    cachePurgeUrl: e.CACHE_PURGE_URL,
    contactMessagesPerHour: e.CONTACT_MESSAGES_PER_HOUR,
  };
}
