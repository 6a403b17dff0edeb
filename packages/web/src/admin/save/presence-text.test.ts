import { describe, expect, it } from 'vitest';
import type { Presence } from '@site/contracts';
import { changeOf, changeText, editingText, othersText, type Known } from './presence-text';
import { presenceUrl } from './presence-beat';

const time = { locale: 'en-GB', timeZone: 'UTC', now: new Date('2030-03-04T12:00:00.000Z') };
const version = (etag: string, savedBy: string | null = 'dana', byYou = false) => ({
  etag,
  savedBy,
  savedAt: '2030-03-04T10:45:00.000Z',
  byYou,
});
const presence = (published = version('"3.a"'), draft: Presence['draft'] = null): Presence => ({
  others: [],
  editing: { name: 'sam', since: '2030-03-04T10:40:00.000Z', you: true, tookOver: false },
  published,
  draft,
});
const knowing = (published: string[], draft: string[] | null = []): Known => ({
  published: (etag) => published.includes(etag),
  draft: draft && ((etag) => draft.includes(etag)),
});

describe('what someone else changed', () => {
  it('is nothing while the versions are ones the editor knows, saved by itself, or never saved', () => {
    expect(changeOf(presence(), knowing(['"3.a"']))).toBeNull();
    expect(changeOf(presence(version('"4.b"', 'sam', true)), knowing(['"3.a"']))).toBeNull();
    expect(changeOf(presence(version('"0"', null)), knowing([]))).toBeNull();
    expect(changeOf(presence(version('"3.a"'), version('"d2.x"', 'sam', true)), knowing(['"3.a"']))).toBeNull();
  });

  it('names a publish, a save of a document without drafts, and a draft, with who and when', () => {
    const published = changeOf(presence(version('"4.b"'), null), knowing(['"3.a"']))!;
    expect(published).toMatchObject({ what: 'published', by: 'dana', published: '"4.b"', draft: null });
    expect(changeText(published, 'section', time)).toBe('dana published this section at 10:45.');
    const saved = changeOf(presence(version('"4.b"')), knowing(['"3.a"'], null))!;
    expect(changeText(saved, 'settings', time)).toBe('dana saved the site settings at 10:45.');
    const drafted = changeOf(presence(version('"3.a"'), version('"d2.x"')), knowing(['"3.a"'], ['"d1.y"']))!;
    expect(drafted).toMatchObject({ what: 'draft', draft: '"d2.x"' });
    expect(changeText(drafted, 'services', time)).toBe('dana saved a draft of the services list at 10:45.');
  });
});

describe('who else is here', () => {
  it('lists the others with the time they opened it, in the admin locale', () => {
    expect(othersText([], time)).toBeNull();
    expect(
      othersText(
        [
          { name: 'dana', since: '2030-03-04T10:42:00.000Z' },
          { name: 'lee', since: '2030-03-04T10:44:00.000Z' },
        ],
        time,
      ),
    ).toBe('Also here: dana (since 10:42), lee (since 10:44)');
  });

  it('says who holds the edit, and tells the one who held it that it was taken over', () => {
    const dana = { name: 'dana', since: '2030-03-04T10:42:00.000Z', you: false, tookOver: false };
    expect(editingText({ ...dana, you: true }, 'section', false, time)).toBeNull();
    expect(editingText(dana, 'section', false, time)).toBe('dana is editing this section since 10:42.');
    expect(editingText({ ...dana, tookOver: true }, 'page', false, time)).toBe('dana is editing this page since 10:42.');
    expect(editingText({ ...dana, tookOver: true }, 'page', true, time)).toMatch(/^dana took over editing at 10:42\./);
  });
});

describe('the presence address', () => {
  it("is the history's address under /presence, a language and the editor in its query", () => {
    expect(presenceUrl('home/hero')).toBe('/backend/api/presence/home/hero');
    expect(presenceUrl('home/hero?locale=bn', '/take-over')).toBe('/backend/api/presence/home/hero/take-over?locale=bn');
    expect(presenceUrl('custom-pages/careers?locale=bn', '', { editor: 'e1' })).toBe(
      '/backend/api/presence/custom-pages/careers?locale=bn&editor=e1',
    );
  });
});
