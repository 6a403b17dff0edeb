import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILED } from '@site/contracts';
import { users } from '../db/schema.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { bootstrapFirstAdmin } from './bootstrap.js';
import { countUsers } from './users.js';

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

const login = (app: TestApp['app'], username: string, password: string) =>
  app.inject({ method: 'POST', url: '/backend/auth/token/login', payload: { username, password } });

const PRINTED = /Username: admin {2}Password: (\S+) {2}\(shown only this once/;

describe('bootstrapFirstAdmin', () => {
  it('creates the admin named by ADMIN_USERNAME and ADMIN_PASSWORD, printing no password', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await makeTestApp({ adminUsername: 'owner', adminPassword: 'owner-password' });
    expect(await countUsers(t.app.db)).toBe(1);
    expect((await login(t.app, 'owner', 'owner-password')).statusCode).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });

  it('without those settings, creates "admin" with a random password printed to the log and the console', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await makeTestApp({ adminUsername: undefined, adminPassword: undefined });
    const printed = PRINTED.exec(String(consoleWarn.mock.calls[0]?.[0]))?.[1];
    expect(printed).toMatch(/^[\w-]{24}$/);
    expect((await login(t.app, 'admin', printed ?? '')).statusCode).toBe(200);
    expect((await login(t.app, 'admin', 'admin')).json()).toEqual({ non_field_errors: [LOGIN_FAILED] });

    // Again on an emptied table, to see the log line too (the test app runs without a logger).
    await t.app.db.delete(users);
    const logWarn = vi.spyOn(t.app.log, 'warn');
    await bootstrapFirstAdmin(t.app);
    expect(String(logWarn.mock.calls[0]?.[0])).toMatch(PRINTED);
    expect(consoleWarn).toHaveBeenCalledTimes(2);
  });

  it('leaves existing users alone', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await makeTestApp();
    const before = await t.app.db.select().from(users);
    consoleWarn.mockClear();
    Object.assign(t.app.config, { adminUsername: 'late', adminPassword: 'late-password' });
    await bootstrapFirstAdmin(t.app);
    expect(await t.app.db.select().from(users)).toEqual(before);
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('stops the start with a clear sentence when ADMIN_USERNAME breaks the username rules', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await makeTestApp();
    await t.app.db.delete(users);
    Object.assign(t.app.config, { adminUsername: 'has space', adminPassword: 'owner-password' });
    await expect(bootstrapFirstAdmin(t.app)).rejects.toThrow(
      /^Invalid configuration: ADMIN_USERNAME is not accepted: Enter a valid username/,
    );
    expect(await countUsers(t.app.db)).toBe(0);
  });
});
