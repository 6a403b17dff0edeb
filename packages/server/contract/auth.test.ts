// Auth in Djoser's shapes: login, the signed-in user, logout, and the 401 sentences. A failed login
// is tried only in-process: a deployment's login throttle would count it.
import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED, INVALID_TOKEN, LOGIN_FAILED, NO_CREDENTIALS, userSchema } from '@site/contracts';
import { authApi, canWrite, credentials, remote, signIn, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();

describe('auth', () => {
  it('the signed-in user without a token, or with an unknown one, is 401 with its sentence', async () => {
    expect((await target.http().get(authApi('users/me')).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
    const wrong = await target.http().get(authApi('users/me')).set('authorization', 'Token not-a-token').expect(401);
    expect(wrong.body).toEqual({ detail: INVALID_TOKEN });
    expect((await target.http().post(authApi('token/logout')).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
  });

  it('a login without a username or password gets 400 naming each field (not counted as a failed login)', async () => {
    const res = await target.http().post(authApi('token/login')).send({}).expect(400);
    expect(res.body).toEqual({ username: [FIELD_REQUIRED], password: [FIELD_REQUIRED] });
  });

  it.skipIf(remote)(
    'a wrong password gets 400 with the login sentence [in-process only: a deployment would count the failure]',
    async () => {
      const res = await target
        .http()
        .post(authApi('token/login'))
        .send({ username: credentials!.username, password: 'not-the-password' })
        .expect(400);
      expect(res.body).toEqual({ non_field_errors: [LOGIN_FAILED] });
    },
  );

  it.skipIf(!canWrite)(
    signedIn('login answers a token and the user; /users/me is that user; logout ends the token'),
    async () => {
      const { auth_token, user } = await signIn(target.http());
      expect(user.username.toLowerCase()).toBe(credentials!.username.toLowerCase());
      const authorization = `Token ${auth_token}`;

      const me = await target.http().get(authApi('users/me')).set('authorization', authorization).expect(200);
      expect(userSchema.parse(me.body)).toEqual(user);
      const bearer = await target.http().get(authApi('users/me')).set('authorization', `Bearer ${auth_token}`).expect(200);
      expect(bearer.body).toEqual(user);

      const out = await target.http().post(authApi('token/logout')).set('authorization', authorization).expect(204);
      expect(out.text).toBe('');
      const after = await target.http().get(authApi('users/me')).set('authorization', authorization).expect(401);
      expect(after.body).toEqual({ detail: INVALID_TOKEN });
    },
  );
});
