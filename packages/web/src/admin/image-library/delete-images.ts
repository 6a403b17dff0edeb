// Deleting the selected images (admin-editor §2, §7, §8): the question asked first, one DELETE per
// image, and the spec's two outcome sentences.
import { runInTurn, type InTurnOutcome } from './run-in-turn';

export const DELETE_SUCCEEDED = 'Selected images deleted successfully!';
export const DELETE_FAILED = 'Failed to delete selected images.';

export function deleteQuestion(count: number): string {
  return `Delete ${count} selected ${count === 1 ? 'image' : 'images'}?`;
}

export function deleteImages(ids: readonly number[], remove: (id: number) => Promise<void>): Promise<InTurnOutcome<number, number>> {
  return runInTurn(ids, async (id) => {
    await remove(id);
    return id;
  });
}
