// Deleting the selected images: the question asked first, one DELETE per image, and the two
// outcome sentences. An image still used by the content is refused (409)
// with a sentence naming where; the others are deleted all the same.
import { runInTurn, type Failure, type InTurnOutcome } from './run-in-turn';

export const DELETE_SUCCEEDED = 'Selected images deleted successfully!';
export const DELETE_FAILED = 'Failed to delete selected images.';

export function deleteQuestion(count: number): string {
  return `Delete ${count} selected ${count === 1 ? 'image' : 'images'}?`;
}

export function deleteImages(
  ids: readonly number[],
  remove: (id: number) => Promise<void>,
): Promise<InTurnOutcome<number, number>> {
  return runInTurn(ids, async (id) => {
    await remove(id);
    return id;
  });
}

/**
 * Why some images were not deleted, for the failure toast: the server's sentence for each refused
 * image (named when several were selected, so the admin knows which), then what became of the rest.
 */
export function failureDescription(failures: readonly Failure<number>[], selected: number): string {
  const only = failures.length === 1 && selected === 1 ? failures[0] : undefined;
  const refused = only ? only.message : failures.map((f) => `Image ${f.item}: ${f.message}`).join(' ');
  const deleted = selected - failures.length;
  if (deleted <= 0) return refused;
  return `${refused} ${deleted === 1 ? 'The other image was' : `The other ${deleted} images were`} deleted.`;
}
