// Configuration: defaults, paths, and one clear sentence for each bad value.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults, with paths from the working directory', () => {
    const c = loadConfig({}, '/srv/site');
    expect(c).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databasePath: path.resolve('/srv/site/data/site.db'),
      uploadsDir: path.resolve('/srv/site/uploads'),
      adminUsername: undefined,
      adminPassword: undefined,
      tokenTtlDays: 14,
      tokenMaxAgeDays: 30,
      auditRetentionDays: 365,
      maxUploadBytes: 10 * 1024 * 1024,
      imageTimeoutMs: 20_000,
      seedDemo: true,
      outsideLinkChecks: true,
      siteHealthAfterWrites: true,
      publishChecks: true,
      trustProxy: false,
      corsOrigins: [],
      cacheMaxAgeS: 0,
      contactMessagesPerHour: 100,
    });
  });

  it('reads the contact form’s ceiling per hour, and refuses one that is not a whole number from 1', () => {
    expect(loadConfig({ CONTACT_MESSAGES_PER_HOUR: '250' }, '/app').contactMessagesPerHour).toBe(250);
    expect(() => loadConfig({ CONTACT_MESSAGES_PER_HOUR: '0' }, '/app')).toThrow(
      'Invalid configuration: CONTACT_MESSAGES_PER_HOUR must be a whole number of messages from 1 to 100000 (got "0").',
    );
  });

  it('reads the shared-cache lifetime and the purge address', () => {
    const c = loadConfig({ CACHE_MAX_AGE_S: '60', CACHE_PURGE_URL: 'http://127.0.0.1:8081/purge' }, '/app');
    expect(c).toMatchObject({ cacheMaxAgeS: 60, cachePurgeUrl: 'http://127.0.0.1:8081/purge' });
  });

  it.each([
    [
      { CACHE_MAX_AGE_S: '-1' },
      'Invalid configuration: CACHE_MAX_AGE_S must be a whole number of seconds from 0 (no shared caching) to 31536000 (got "-1").',
    ],
    [
      { CACHE_MAX_AGE_S: '1.5' },
      'Invalid configuration: CACHE_MAX_AGE_S must be a whole number of seconds from 0 (no shared caching) to 31536000 (got "1.5").',
    ],
    // The address may carry a secret (a token in its query), so it is not repeated.
    [
      { CACHE_PURGE_URL: 'ftp://cdn.example/purge?token=x' },
      'Invalid configuration: CACHE_PURGE_URL must be an http(s) URL such as http://127.0.0.1:8081/purge.',
    ],
    [
      { CACHE_PURGE_URL: 'purge' },
      'Invalid configuration: CACHE_PURGE_URL must be an http(s) URL such as http://127.0.0.1:8081/purge.',
    ],
  ])('refuses the cache settings %j in one sentence', (env, message) => {
    expect(() => loadConfig(env, '/app')).toThrow(message);
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_PATH: '/data/x.db',
        UPLOADS_DIR: 'media',
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: 'long-enough',
        TOKEN_TTL_DAYS: '3',
        TOKEN_MAX_AGE_DAYS: '7',
        MAX_UPLOAD_MB: '2',
        SEED_DEMO: 'false',
        TRUST_PROXY: '1',
        CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      },
      '/app',
    );
    expect(c.trustProxy).toBe(1);
    expect(c.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databasePath: '/data/x.db',
      uploadsDir: '/app/media',
      adminUsername: 'boss',
      tokenTtlDays: 3,
      tokenMaxAgeDays: 7,
      maxUploadBytes: 2 * 1024 * 1024,
      seedDemo: false,
    });
  });

  it('asks outside sites whether links answer unless OUTSIDE_LINK_CHECKS is false or names the hosts to ask', () => {
    expect(loadConfig({}, '/app')).toMatchObject({ outsideLinkChecks: true, siteHealthAfterWrites: true });
    expect(loadConfig({ OUTSIDE_LINK_CHECKS: 'false' }, '/app').outsideLinkChecks).toBe(false);
    expect(loadConfig({ PUBLISH_CHECKS: 'false' }, '/app').publishChecks).toBe(false);
    expect(loadConfig({ OUTSIDE_LINK_CHECKS: '127.0.0.1, LocalHost' }, '/app').outsideLinkChecks).toEqual([
      '127.0.0.1',
      'localhost',
    ]);
    expect(() => loadConfig({ OUTSIDE_LINK_CHECKS: 'http://x/' }, '/app')).toThrow(
      'OUTSIDE_LINK_CHECKS must be "true", "false" or a comma-separated list of host names',
    );
  });

  it('keeps the audit log 365 days unless AUDIT_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}, '/app').auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }, '/app').auditRetentionDays).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' }, '/app')).toThrow(
      'Invalid configuration: AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "0").',
    );
  });

  it('reads IMAGE_TIMEOUT_S, the deadline of one image, in seconds', () => {
    expect(loadConfig({ IMAGE_TIMEOUT_S: '5' }, '/app').imageTimeoutMs).toBe(5_000);
  });

  it('reads the email alert settings, which are off without them', () => {
    expect(loadConfig({}, '/app').mail).toBeUndefined();
    const c = loadConfig(
      {
        SMTP_URL: 'smtps://alerts:s3cret@mail.example.com:465',
        MAIL_FROM: ' Company site <site@example.com> ',
        NOTIFY_EMAILS: 'owner@example.com, sales@example.com,',
      },
      '/app',
    );
    expect(c.mail).toEqual({
      smtpUrl: 'smtps://alerts:s3cret@mail.example.com:465',
      from: 'Company site <site@example.com>',
      to: ['owner@example.com', 'sales@example.com'],
    });
    const plain = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'site@example.com', NOTIFY_EMAILS: 'owner@example.com' };
    expect(loadConfig(plain, '/app').mail).toEqual({ smtpUrl: plain.SMTP_URL, from: plain.MAIL_FROM, to: [plain.NOTIFY_EMAILS] });
    // Without NOTIFY_EMAILS the mail server is set and the editor names the addresses.
    const serverOnly = { SMTP_URL: plain.SMTP_URL, MAIL_FROM: plain.MAIL_FROM };
    expect(loadConfig(serverOnly, '/app').mail).toEqual({ smtpUrl: plain.SMTP_URL, from: plain.MAIL_FROM, to: [] });
  });

  const mail = { SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'site@example.com', NOTIFY_EMAILS: 'owner@example.com' };
  const SMTP_HINT =
    'SMTP_URL must be an SMTP server address such as smtp://user:password@mail.example.com:587 or smtps://user:password@mail.example.com:465.';

  it.each([
    [{ ...mail, SMTP_URL: 'http://mail.example.com' }, `Invalid configuration: ${SMTP_HINT}`],
    [{ ...mail, SMTP_URL: 'mail.example.com:587' }, `Invalid configuration: ${SMTP_HINT}`],
    [{ ...mail, SMTP_URL: 'smtp://' }, `Invalid configuration: ${SMTP_HINT}`],
    [{ ...mail, SMTP_URL: 'smtp://mail.example.com/inbox' }, `Invalid configuration: ${SMTP_HINT}`],
    [
      { ...mail, MAIL_FROM: 'site' },
      'Invalid configuration: MAIL_FROM must be the sender of the email alerts, an address such as site@example.com or Site <site@example.com> (got "site").',
    ],
    [
      { ...mail, MAIL_FROM: 'Site, Inc <site@example.com>' },
      'Invalid configuration: MAIL_FROM must be the sender of the email alerts, an address such as site@example.com or Site <site@example.com> (got "Site, Inc <site@example.com>").',
    ],
    [
      { ...mail, NOTIFY_EMAILS: 'owner@example.com, nobody' },
      'Invalid configuration: NOTIFY_EMAILS must be a comma-separated list of email addresses such as owner@example.com,sales@example.com (got "owner@example.com, nobody").',
    ],
    [
      { ...mail, NOTIFY_EMAILS: ' , ' },
      'Invalid configuration: NOTIFY_EMAILS must be a comma-separated list of email addresses such as owner@example.com,sales@example.com (got " , ").',
    ],
    [
      { SMTP_URL: mail.SMTP_URL },
      'Invalid configuration: email alerts need SMTP_URL and MAIL_FROM together (MAIL_FROM not set).',
    ],
    [
      { NOTIFY_EMAILS: mail.NOTIFY_EMAILS },
      'Invalid configuration: email alerts need SMTP_URL and MAIL_FROM together (SMTP_URL and MAIL_FROM not set).',
    ],
  ])('refuses the email alert settings %j in one sentence', (env, message) => {
    expect(() => loadConfig(env, '/app')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/app')).toThrow(message);
  });

  it('takes a PostgreSQL DATABASE_URL, and refuses another without repeating it (it may hold a password)', () => {
    const url = 'postgres://site:hunter2@db.example.com:5432/site';
    expect(loadConfig({ DATABASE_URL: url }, '/app').databaseUrl).toBe(url);
    expect(loadConfig({}, '/app').databaseUrl).toBeUndefined();
    for (const wrong of ['mysql://site:hunter2@db.example.com/site', 'postgres://site:hunter2@db.example.com']) {
      expect(() => loadConfig({ DATABASE_URL: wrong }, '/app')).toThrow(
        'Invalid configuration: DATABASE_URL must be a PostgreSQL address such as postgres://user:password@db.example.com:5432/site.',
      );
    }
  });

  it('does not repeat a refused SMTP_URL, which may hold a password', () => {
    expect(() => loadConfig({ ...mail, SMTP_URL: 'ftp://user:hunter2@mail.example.com' }, '/app')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc").'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "70000").'],
    [{ TOKEN_TTL_DAYS: '0' }, 'Invalid configuration: TOKEN_TTL_DAYS must be a whole number of days from 1 to 3650 (got "0").'],
    [
      { MAX_UPLOAD_MB: '1.5' },
      'Invalid configuration: MAX_UPLOAD_MB must be a whole number of megabytes from 1 to 1024 (got "1.5").',
    ],
    [
      { IMAGE_TIMEOUT_S: '0' },
      'Invalid configuration: IMAGE_TIMEOUT_S must be a whole number of seconds from 1 to 600 (got "0").',
    ],
    [
      { IMAGE_TIMEOUT_S: 'soon' },
      'Invalid configuration: IMAGE_TIMEOUT_S must be a whole number of seconds from 1 to 600 (got "soon").',
    ],
    [
      { ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'short' },
      'Invalid configuration: ADMIN_PASSWORD must be a password of 8 to 128 characters (got "short").',
    ],
    [
      { ADMIN_USERNAME: 'a'.repeat(151), ADMIN_PASSWORD: 'long-enough' },
      `Invalid configuration: ADMIN_USERNAME must be a user name of 1 to 150 characters (got "${'a'.repeat(151)}").`,
    ],
    [{ PORT: '-1' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "-1").'],
    [{ ADMIN_USERNAME: 'a' }, 'Invalid configuration: set ADMIN_USERNAME and ADMIN_PASSWORD together, or neither.'],
    [{ SEED_DEMO: 'yes' }, 'Invalid configuration: SEED_DEMO must be "true" or "false" (got "yes").'],
    [
      { TRUST_PROXY: 'maybe' },
      'Invalid configuration: TRUST_PROXY must be "true", "false" or the number of proxies in front of the server (got "maybe").',
    ],
    [
      { TOKEN_MAX_AGE_DAYS: '0' },
      'Invalid configuration: TOKEN_MAX_AGE_DAYS must be a whole number of days from 1 to 3650 (got "0").',
    ],
    [
      { CORS_ORIGINS: '*' },
      'Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins such as https://a.example,https://b.example:8443 (scheme, host and port only, no path or "*") (got "*").',
    ],
    [
      { CORS_ORIGINS: 'https://a.example/' },
      'Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins such as https://a.example,https://b.example:8443 (scheme, host and port only, no path or "*") (got "https://a.example/").',
    ],
    [
      { CORS_ORIGINS: 'https://a.example/app' },
      'Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins such as https://a.example,https://b.example:8443 (scheme, host and port only, no path or "*") (got "https://a.example/app").',
    ],
    [
      { CORS_ORIGINS: 'a.example' },
      'Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins such as https://a.example,https://b.example:8443 (scheme, host and port only, no path or "*") (got "a.example").',
    ],
    [
      { CORS_ORIGINS: 'https://a.example,ftp://b.example' },
      'Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins such as https://a.example,https://b.example:8443 (scheme, host and port only, no path or "*") (got "https://a.example,ftp://b.example").',
    ],
  ])('refuses %j in one sentence', (env, message) => {
    expect(() => loadConfig(env, '/app')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/app')).toThrow(message);
  });
});
