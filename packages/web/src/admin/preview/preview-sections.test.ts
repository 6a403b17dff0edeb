import { describe, expect, it } from 'vitest';
import { getSection, type Draft } from '@site/contracts';
import type { Versioned } from '../api/versioned';
import { sectionsWithDrafts } from './preview-sections';

const services = (title: string, description: string) => ({
  ...getSection('homeServices').defaults,
  title,
  description,
  bgColor: '#112233',
});
const draftOf = (document: unknown): Versioned<Draft> => ({
  data: { document } as Draft,
  etag: '"d1"',
});

describe('the sections a page editor’s preview shows', () => {
  it('in the default language, each draft in place of its section, the others as published', async () => {
    const published = { homeServices: services('Our services', 'We clean.'), hero: { title: 'Welcome' } };
    const drafted = services('Our new services', 'We clean better.');
    const shown = await sectionsWithDrafts(published, { homeServices: draftOf(drafted) });
    expect(shown).toEqual({ homeServices: drafted, hero: { title: 'Welcome' } });
    expect(published.homeServices.title).toBe('Our services');
  });

  it('in a language, every draft of it merged over the next language of its chain: an empty text falls back, colours stay', async () => {
    // The page in Bengali as published (its title translated), and the default's sections under it.
    const english = { homeServices: services('Our services', 'We clean.') };
    const bengali = { homeServices: services('পরিষেবা', 'We clean.') };
    // The draft gives the description and empties the title (to follow English again).
    const draft = draftOf({ title: '', description: 'আমরা পরিষ্কার করি।', bgColor: '#ffffff' });
    const shown = await sectionsWithDrafts(bengali, { homeServices: draft }, english);
    expect(shown.homeServices).toEqual(services('Our services', 'আমরা পরিষ্কার করি।'));
  });

  it('in a language, a section without a draft is shown as the page in that language has it', async () => {
    const bengali = { homeServices: services('পরিষেবা', 'আমরা পরিষ্কার করি।'), hero: { title: 'স্বাগতম' } };
    expect(await sectionsWithDrafts(bengali, {}, { homeServices: services('Our services', 'We clean.') })).toEqual(bengali);
  });
});
