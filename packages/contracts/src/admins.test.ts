import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, PASSWORD_MISMATCH, setPasswordInputSchema } from './admins.js';
import { createUserInputSchema } from './auth.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('changing a password', () => {
  it('holds the new password to the same rule as creating an admin', () => {
    for (const password of ['short', '1234567890', '']) {
      const created = createUserInputSchema.shape.password.safeParse(password);
      const changed = setPasswordInputSchema.safeParse({ current_password: 'old-password', new_password: password });
      // The create rule's messages have no path (one field parsed alone); here they name new_password.
      expect(messages(changed)).toEqual(messages(created).map((m) => `new_password${m}`));
      expect(messages(changed).length).toBeGreaterThan(0);
    }
  });

  it('the API checks a retyped password only when sent; the form always needs it', () => {
    const change = { current_password: 'old-password', new_password: 'new-password' };
    expect(setPasswordInputSchema.safeParse(change).success).toBe(true);
    expect(messages(setPasswordInputSchema.safeParse({ ...change, re_new_password: 'other' }))).toEqual([
      `re_new_password: ${PASSWORD_MISMATCH}`,
    ]);
    expect(messages(changePasswordFormSchema.safeParse(change))).toEqual(['re_new_password: This field is required.']);
    expect(changePasswordFormSchema.safeParse({ ...change, re_new_password: 'new-password' }).success).toBe(true);
  });
});
