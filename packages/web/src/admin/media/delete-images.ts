// Deleting the selected images: a selection holding images the content uses is refused before any
// question, naming where each is used; otherwise the question, one DELETE per image, and the two
// outcome sentences. An image that came into use meanwhile is still refused by the server (409)
// with a sentence naming where; the others are deleted all the same.
import type { ImageRecord } from '@site/contracts';
import { runInTurn, type Failure, type InTurnOutcome } from './run-in-turn';

export const DELETE_SUCCEEDED = 'Selected images deleted successfully!';
export const DELETE_FAILED = 'Failed to delete selected images.';

export function deleteQuestion(count: number): string {
  return `Delete ${count} selected ${count === 1 ? 'image' : 'images'}?`;
}

const inWords = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Why the selection cannot be deleted as it is (the images in use and where), or null. */
export function inUseRefusal(selected: readonly Pick<ImageRecord, 'id' | 'name' | 'used_by'>[]): string | null {
  const used = selected.filter((image) => image.used_by.length > 0);
  if (used.length === 0) return null;
  const lines = used.map(
    (image) => `"${image.name}" is used on ${inWords.format([...new Set(image.used_by.map((use) => use.words))])}.`,
  );
  const advice =
    used.length === selected.length
      ? 'Choose other images there first.'
      : 'Unselect the images in use to delete the others, or choose other images there first.';
  return `${lines.join(' ')} ${advice}`;
}

export const IN_USE_TITLE = 'Images in use cannot be deleted.';

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
