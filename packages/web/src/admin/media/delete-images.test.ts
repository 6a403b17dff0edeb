import { describe, expect, it, vi } from 'vitest';
import { RequestFailedError } from '../api/errors';
import { DELETE_FAILED, DELETE_SUCCEEDED, deleteImages, deleteQuestion, failureDescription, inUseRefusal } from './delete-images';

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

const IN_USE =
  'This image is still used by Home › Hero and the service "Office Cleaning". Remove it there first, then delete it.';

describe('failureDescription', () => {
  it("is the server's sentence when the one selected image was refused", () => {
    expect(failureDescription([{ item: 7, message: IN_USE }], 1)).toBe(IN_USE);
  });

  it('names each refused image and says the others were deleted', async () => {
    const remove = vi.fn(async (id: number) => {
      if (id === 2 || id === 4)
        throw new RequestFailedError(
          409,
          id === 2 ? IN_USE : 'This image is still used by Gallery. Remove it there first, then delete it.',
        );
    });
    const { failures } = await deleteImages([1, 2, 3, 4], remove);
    expect(remove).toHaveBeenCalledTimes(4);
    expect(failureDescription(failures, 4)).toBe(
      `Image 2: ${IN_USE} Image 4: This image is still used by Gallery. Remove it there first, then delete it. The other 2 images were deleted.`,
    );
    expect(failureDescription([{ item: 2, message: IN_USE }], 2)).toBe(`Image 2: ${IN_USE} The other image was deleted.`);
  });
});

describe('deleteQuestion and messages', () => {
  it('asks about the number selected', () => {
    expect(deleteQuestion(3)).toBe('Delete 3 selected images?');
    expect(deleteQuestion(1)).toBe('Delete 1 selected image?');
  });

  it('are the fixed outcome sentences', () => {
    expect(DELETE_SUCCEEDED).toBe('Selected images deleted successfully!');
    expect(DELETE_FAILED).toBe('Failed to delete selected images.');
  });
});

describe('inUseRefusal', () => {
  const use = (words: string) => ({ document: 'home/hero', place: 'Home › Hero', field: 'image', words });
  it('lets a selection without images in use through', () => {
    expect(inUseRefusal([{ id: 1, name: 'a.png', used_by: [] }])).toBeNull();
  });

  it('names each image in use and where, each place once, and says what to do', () => {
    expect(inUseRefusal([{ id: 1, name: 'a.png', used_by: [use('Home › Hero'), use('Home › Hero'), use('About › Team')] }])).toBe(
      '"a.png" is used on Home › Hero and About › Team. Choose other images there first.',
    );
    expect(
      inUseRefusal([
        { id: 1, name: 'a.png', used_by: [use('Home › Hero')] },
        { id: 2, name: 'b.png', used_by: [] },
      ]),
    ).toBe(
      '"a.png" is used on Home › Hero. Unselect the images in use to delete the others, or choose other images there first.',
    );
  });
});
