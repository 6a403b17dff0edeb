import { describe, expect, it } from 'vitest';
import { conflictText, conflictTitle } from './conflict-text';

const current = { version: 4, etag: '"4.abc"', savedBy: 'maria', savedAt: '2026-11-22T09:12:00.000Z' };
const options = { locale: 'en-GB', timeZone: 'UTC', now: new Date('2026-11-22T10:00:00Z') };

describe('conflictTitle', () => {
  it('names what was saved', () => {
    expect(conflictTitle('section')).toBe('Someone else saved this section');
    expect(conflictTitle('services')).toBe('Someone else saved the services list');
    expect(conflictTitle('settings')).toBe('Someone else saved the site settings');
  });
});

describe('conflictText', () => {
  it('says who saved when, and what Reload and Overwrite do', () => {
    expect(conflictText(current, 'save', options)).toBe(
      'maria saved a newer version at 09:12 since you opened it. Reload to see their changes (yours will be discarded), or overwrite their version with yours.',
    );
  });

  it('gives the date of a save made on another day', () => {
    expect(conflictText(current, 'save', { ...options, now: new Date('2026-11-24T10:00:00Z') })).toMatch(
      /^maria saved a newer version at 22 Nov 2026, 09:12 since/,
    );
  });

  it('says "Someone" when the server recorded nobody', () => {
    expect(conflictText({ ...current, savedBy: null }, 'save', options)).toMatch(/^Someone saved a newer version at 09:12/);
  });

  it('leaves the time out when the server has none', () => {
    expect(conflictText({ ...current, savedAt: null }, 'save', options)).toMatch(
      /^maria saved a newer version since you opened it\. Reload/,
    );
  });

  it('asks for a reload before a refused delete, with no overwrite', () => {
    const text = conflictText(current, 'delete', options);
    expect(text).toContain('then delete the service again if you still want to.');
    expect(text).not.toContain('overwrite');
  });
});
