import { describe, expect, it } from 'vitest';
import { formatAdminTime, NEVER_SIGNED_IN } from './admin-times';

describe('formatAdminTime', () => {
  it("writes a time as a date and time in the admin's locale and zone", () => {
    expect(formatAdminTime('2026-11-22T09:12:00.123Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('22 Nov 2026, 09:12');
  });

  it('says "Never" for an admin who has not signed in yet', () => {
    expect(formatAdminTime(null)).toBe(NEVER_SIGNED_IN);
  });
});
