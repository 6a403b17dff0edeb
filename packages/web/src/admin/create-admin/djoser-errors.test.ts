import { describe, expect, it } from 'vitest';
import { djoserErrors } from './djoser-errors';

const FIELDS = ['username', 'email', 'password'] as const;

describe('djoserErrors', () => {
  it('puts each field’s messages under that field and takes the first message for the toast', () => {
    const body = {
      username: ['A user with that username already exists.'],
      password: ['This password is too short. It must contain at least 8 characters.', 'This password is entirely numeric.'],
    };
    expect(djoserErrors(body, FIELDS)).toEqual({
      fields: {
        username: ['A user with that username already exists.'],
        password: ['This password is too short. It must contain at least 8 characters.', 'This password is entirely numeric.'],
      },
      form: [],
      first: 'A user with that username already exists.',
    });
  });

  it('sends non_field_errors, unknown fields and a detail to the form-level list', () => {
    const body = { non_field_errors: ['Something is off.'], nickname: ['Unknown field.'], detail: 'Not allowed.' };
    expect(djoserErrors(body, FIELDS)).toEqual({
      fields: {},
      form: ['Something is off.', 'Unknown field.', 'Not allowed.'],
      first: 'Something is off.',
    });
  });

  it('skips empty and non-string messages', () => {
    const body = { email: [42, '', 'Enter a valid email address.'], username: [], password: null };
    expect(djoserErrors(body, FIELDS)).toEqual({
      fields: { email: ['Enter a valid email address.'] },
      form: [],
      first: 'Enter a valid email address.',
    });
  });

  it('answers nothing for a body that is not an object (no JSON, a list)', () => {
    const empty = { fields: {}, form: [], first: undefined };
    expect(djoserErrors(undefined, FIELDS)).toEqual(empty);
    expect(djoserErrors('<html>Bad gateway</html>', FIELDS)).toEqual(empty);
    expect(djoserErrors(['username'], FIELDS)).toEqual(empty);
  });
});
