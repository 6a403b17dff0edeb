// The admin area's guard, as the loader of its layout route: without a token go
// to /login; with one, ask the server (GET users/me) and, if it rejects the token (expired, logged
// out elsewhere), forget the session and go to /login. Any other failure is an error screen, not a
// logout: a server hiccup must not throw the admin's token away.
import type { User } from '@site/contracts';
import { redirect } from 'react-router';
import { UnauthorizedError } from '../api/errors';
import { fetchMe } from '../api/me';
import { LOGIN_PATH } from '../admin-paths';
import { clearSession, readToken, saveUser } from './session';

export async function requireSession(): Promise<User> {
  if (!readToken()) throw redirect(LOGIN_PATH);
  try {
    const user = await fetchMe();
    saveUser(user);
    return user;
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    clearSession();
    throw redirect(LOGIN_PATH);
  }
}
