import { describe, expect, it } from 'vitest';
import { formatSavedAt, formatSavedAtShort, savedByName } from './saved-at';

const utc = { locale: 'en-GB', timeZone: 'UTC' };

describe('formatSavedAt', () => {
  it("gives the date and time in the admin's locale and zone", () => {
    expect(formatSavedAt('2026-11-22T09:12:00Z', utc)).toBe('22 Nov 2026, 09:12');
    expect(formatSavedAt('2026-11-22T09:12:00Z', { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Nov 22, 2026, 4:12 AM',
    );
  });

  it('shows an unreadable time as it came', () => {
    expect(formatSavedAt('yesterday', utc)).toBe('yesterday');
  });
});

describe('formatSavedAtShort', () => {
  it('gives the time alone for today, in the zone the day is counted in', () => {
    expect(formatSavedAtShort('2026-11-22T09:12:00Z', { ...utc, now: new Date('2026-11-22T23:59:00Z') })).toBe('09:12');
    // 23:30 UTC is already the next day in Berlin: not "today" there on the 22nd.
    expect(
      formatSavedAtShort('2026-11-22T23:30:00Z', {
        locale: 'en-GB',
        timeZone: 'Europe/Berlin',
        now: new Date('2026-11-22T12:00:00Z'),
      }),
    ).toBe('23 Nov 2026, 00:30');
  });
});

describe('savedByName', () => {
  it('names the admin, or "Someone" when nobody was recorded', () => {
    expect(savedByName('maria')).toBe('maria');
    expect(savedByName(null)).toBe('Someone');
  });
});
