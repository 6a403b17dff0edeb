import { describe, expect, it } from 'vitest';
import { draftBadge, isoToLocalInput, localInputToIso } from './draft-text';

describe('draftBadge', () => {
  it('says Draft for a draft without a schedule', () => {
    expect(draftBadge({ publish_at: null })).toBe('Draft');
  });

  it('names the time of a scheduled draft, in the admin zone', () => {
    const options = { locale: 'en-GB', timeZone: 'Europe/Berlin', now: new Date('2030-01-31T06:00:00Z') };
    expect(draftBadge({ publish_at: '2030-01-31T08:00:00.000Z' }, options)).toBe('Scheduled 09:00');
  });
});

describe('localInputToIso', () => {
  it('reads a datetime-local value in the local time zone', () => {
    expect(localInputToIso('2030-01-31T09:00')).toBe(new Date(2030, 0, 31, 9, 0).toISOString());
  });

  it('refuses an empty or partial value', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2030-01-31')).toBeNull();
  });

  it('round-trips with isoToLocalInput', () => {
    const date = new Date(2031, 5, 2, 7, 5);
    expect(localInputToIso(isoToLocalInput(date))).toBe(date.toISOString());
  });
});
