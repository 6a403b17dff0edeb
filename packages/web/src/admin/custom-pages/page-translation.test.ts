import { getSection, translatedProgress } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, translationBody } from '../languages/translation-form';
import { pageFields, pageMerge, pageValues } from './page-translation';

const page = {
  title: 'Offers',
  blocks: [
    { type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Big offer', description: 'Cheap.' } },
    { type: 'retired/block', data: { words: 'kept' } },
  ],
};

describe('an editor-built page in the translation dialog', () => {
  it('gives the title and each known block’s texts, named after the block', () => {
    const fields = pageFields(page);
    expect(fields[0]).toEqual({ path: 'title', label: 'Title', kind: 'text', base: 'Offers' });
    expect(fields.find((f) => f.path === 'blocks.0.title')?.label).toBe('Block 1 (Hero) · Title');
    expect(fields.some((f) => f.path.startsWith('blocks.1.'))).toBe(false);
    expect(fields.some((f) => /color|colour/i.test(f.path))).toBe(false);
  });

  it('saves the translation by block position and counts and merges it as the server does', () => {
    const fields = pageFields(page);
    const values = formValuesOf(fields, pageValues(page), ['title', 'blocks.0.title', 'blocks.0.description']);
    expect(values.title).toBe('');
    (values.blocks as Record<string, unknown>[])[0]!.title = 'বড় অফার';
    const body = translationBody(fields, values);
    expect(body).toEqual({ blocks: [expect.objectContaining({ title: 'বড় অফার' })] });
    const merge = pageMerge(page.blocks);
    const merged = merge(pageValues(page), [body]);
    expect(merged.data).toMatchObject({
      title: 'Offers',
      blocks: [{ title: 'বড় অফার', description: 'Cheap.' }, { words: 'kept' }],
    });
    expect(merged.fallback).toEqual(expect.arrayContaining(['title', 'blocks.0.description']));
    const progress = translatedProgress(merge, pageValues(page), body);
    expect(progress.translated).toBeGreaterThanOrEqual(1);
    expect(progress.total - progress.translated).toBe(merged.fallback.length);
  });
});
