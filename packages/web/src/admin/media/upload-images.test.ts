import type { ImageRecord } from '@site/contracts';
import { describe, expect, it, vi } from 'vitest';
import { RequestFailedError } from '../api/errors';
import { failureLines, progressLabel, uploadImages, UPLOAD_FAILED, UPLOAD_SUCCEEDED } from './upload-images';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const record = (id: number, category: string): ImageRecord => ({
  id,
  category,
  image: `/media/${id}.png`,
  uploaded_at: '2024-01-01T00:00:00.000Z',
  name: `${id}.png`,
  alt: '',
  focal_x: 0.5,
  focal_y: 0.5,
  size: 1,
  width: 1,
  height: 1,
  used_by: [],
});

describe('uploadImages', () => {
  it('sends each file on its own with the trimmed, lower-cased category and reports progress', async () => {
    let next = 1;
    const upload = vi.fn(async (_file: File, category: string) => record(next++, category));
    const progress: string[] = [];
    const outcome = await uploadImages([file('a.png'), file('b.png')], ' E2E-Test ', upload, (p, t) =>
      progress.push(progressLabel(p, t)),
    );
    expect(upload.mock.calls.map(([f, c]) => [f.name, c])).toEqual([
      ['a.png', 'e2e-test'],
      ['b.png', 'e2e-test'],
    ]);
    expect(progress).toEqual(['Uploading 1 of 2...', 'Uploading 2 of 2...']);
    expect(outcome.done.map((r) => r.id)).toEqual([1, 2]);
    expect(outcome.failures).toEqual([]);
  });

  it('keeps uploading after a refused file and names it with the server sentence', async () => {
    const upload = vi.fn(async (f: File, category: string) => {
      if (f.name === 'x.txt') throw new RequestFailedError(400, 'That file is not an image.');
      return record(1, category);
    });
    const outcome = await uploadImages([file('x.txt'), file('ok.png')], 'news', upload);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(failureLines(outcome.failures)).toEqual(['x.txt: That file is not an image.']);
  });
});

describe('failureLines', () => {
  it('lists five failures and counts the rest', () => {
    const failures = Array.from({ length: 7 }, (_, i) => ({ item: file(`f${i}.txt`), message: 'No.' }));
    const lines = failureLines(failures);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('f0.txt: No.');
    expect(lines[5]).toBe('…and 2 more.');
  });
});

describe('messages', () => {
  it('are the fixed outcome sentences', () => {
    expect(UPLOAD_SUCCEEDED).toBe('Images uploaded successfully!');
    expect(UPLOAD_FAILED).toBe('Failed to upload images.');
  });
});
