import { describe, expect, it, vi } from 'vitest';
import { RequestFailedError } from '../api/errors';
import { DELETE_FAILED, DELETE_SUCCEEDED, deleteImages, deleteQuestion } from './delete-images';

describe('deleteImages', () => {
  it('sends one delete per id and reports which were deleted and which were refused', async () => {
    const remove = vi.fn(async (id: number) => {
      if (id === 2) throw new RequestFailedError(404, 'There is no image with the id 2.');
    });
    const outcome = await deleteImages([1, 2, 3], remove);
    expect(remove.mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
    expect(outcome.done).toEqual([1, 3]);
    expect(outcome.failures).toEqual([{ item: 2, message: 'There is no image with the id 2.' }]);
  });
});

describe('deleteQuestion and messages', () => {
  it('asks about the number selected', () => {
    expect(deleteQuestion(3)).toBe('Delete 3 selected images?');
    expect(deleteQuestion(1)).toBe('Delete 1 selected image?');
  });

  it('are the spec sentences (admin-editor §8)', () => {
    expect(DELETE_SUCCEEDED).toBe('Selected images deleted successfully!');
    expect(DELETE_FAILED).toBe('Failed to delete selected images.');
  });
});
