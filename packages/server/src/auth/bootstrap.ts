// The first admin: on start, an empty users table gets one admin, from ADMIN_USERNAME/ADMIN_PASSWORD
// or, when those are unset, named "admin" with a random password printed once.
import type { FastifyInstance } from 'fastify';
import { createUserInputSchema } from '@site/contracts';
import { ConfigError } from '../config.js';
import { ApiError } from '../http/errors.js';
import { generatePassword } from './passwords.js';
import { countUsers, createUser } from './users.js';

const DEFAULT_USERNAME = 'admin';

/** The same username and password rules as the API, so the first admin could also have been created there. */
function checkEnvCredentials(username: string, password: string) {
  const { shape } = createUserInputSchema;
  for (const [name, schema, value] of [
    ['ADMIN_USERNAME', shape.username, username],
    ['ADMIN_PASSWORD', shape.password, password],
  ] as const) {
    const result = schema.safeParse(value);
    if (!result.success)
      throw new ConfigError(`Invalid configuration: ${name} is not accepted: ${result.error.issues[0]?.message}`);
  }
}

export async function bootstrapFirstAdmin(app: FastifyInstance): Promise<void> {
  if ((await countUsers(app.db)) > 0) return;
  const { adminUsername, adminPassword } = app.config;
  const fromEnv = adminUsername !== undefined && adminPassword !== undefined;
  if (fromEnv) checkEnvCredentials(adminUsername, adminPassword);
  const username = fromEnv ? adminUsername : DEFAULT_USERNAME;
  const password = fromEnv ? adminPassword : generatePassword();
  try {
    await createUser(app.db, { username, email: '', password });
  } catch (error) {
    // Another instance starting on the same database created it first: nothing left to do here.
    if (error instanceof ApiError && error.status === 400) return;
    throw error;
  }
  if (fromEnv) {
    app.log.info(`Created the first admin "${username}" from ADMIN_USERNAME and ADMIN_PASSWORD.`);
    return;
  }
  const message =
    `Created the first admin. Username: ${username}  Password: ${password}  ` +
    '(shown only this once: keep it somewhere safe; `pnpm admin reset-password admin` sets a new one).';
  // Both: the log may be JSON, off, or shipped elsewhere; whoever starts the server must see this.
  app.log.warn(message);
  console.warn(message);
}
