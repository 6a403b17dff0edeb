// Where the contract suite sends its requests. By default: the app built in-process on a temporary
// database with the demo content (real documents, not only defaults), listening on a free 127.0.0.1
// port. With CONTRACT_BASE_URL: a running deployment, signed in with CONTRACT_USERNAME and
// CONTRACT_PASSWORD when both are given; without them only the tests that write nothing run, and the
// others say why they were skipped.
import supertest from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { API_BASE, AUTH_BASE, loginAnswerSchema } from '@site/contracts';
import { makeTestApp, type TestApp } from '../src/test/test-app.js';

const baseUrl = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || undefined;

/** The suite runs against a deployment, not an app of its own. */
export const remote = baseUrl !== undefined;

/** The in-process app's first admin (the bootstrap creates it on the empty database). */
const IN_PROCESS_ADMIN = { username: 'contract-admin', password: 'contract-admin-password' };

function credentialsFromEnv(): { username: string; password: string } | null {
  const username = process.env.CONTRACT_USERNAME;
  const password = process.env.CONTRACT_PASSWORD;
  return username && password ? { username, password } : null;
}

export const credentials = remote ? credentialsFromEnv() : IN_PROCESS_ADMIN;

/** Whether the tests that sign in and change content (then put it back) run. */
export const canWrite = credentials !== null;

/** A signed-in test's title, with the reason it is skipped when no credentials were given. */
export const signedIn = (title: string) =>
  canWrite ? title : `${title} [skipped: no CONTRACT_USERNAME and CONTRACT_PASSWORD given, so nothing is signed in or written]`;

/** A content API address (`sections/home/hero` style paths, without a leading slash). */
export const api = (path: string) => `${API_BASE}/${path}`;
export const authApi = (path: string) => `${AUTH_BASE}/${path}`;

export interface ContractTarget {
  /** A supertest agent for the target: `http().get(api('services'))`. */
  http(): ReturnType<typeof supertest>;
  /** The Authorization header of this file's admin session (signed in once per file). */
  auth(): { authorization: string };
}

/** Signs in with the target's credentials: answers the token and the user. */
export async function signIn(http: ReturnType<typeof supertest>) {
  if (!credentials) throw new Error('No credentials to sign in with');
  const res = await http.post(authApi('token/login')).send(credentials).expect(200);
  return loginAnswerSchema.parse(res.body);
}

/**
 * The target of one test file: the in-process app is built before the file's tests and closed after
 * them; with credentials, one admin session is opened for the file and logged out at its end.
 */
export function useContractTarget(): ContractTarget {
  let made: TestApp | undefined;
  let token: string | undefined;
  const http = () => supertest(made ? made.app.server : (baseUrl as string));

  beforeAll(async () => {
    if (!remote) {
      made = await makeTestApp({
        adminUsername: IN_PROCESS_ADMIN.username,
        adminPassword: IN_PROCESS_ADMIN.password,
        seedDemo: true,
      });
      await made.app.listen({ port: 0, host: '127.0.0.1' });
    }
    if (canWrite) token = (await signIn(http())).auth_token;
  });

  afterAll(async () => {
    if (token) await http().post(authApi('token/logout')).set('authorization', `Token ${token}`).expect(204);
    await made?.close();
  });

  return {
    http,
    auth() {
      if (!token) throw new Error('Not signed in: this test needs credentials');
      return { authorization: `Token ${token}` };
    },
  };
}
