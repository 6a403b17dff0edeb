// Delete selected: a selection with images in use is refused before the question, naming where;
// otherwise ask first, one DELETE per image, the outcome's toast, then
// the caller reloads the table and clears the selection. A refused image (still used, 409) is named
// with the server's sentence while the others are deleted. A 401 ends the session.
import type { ImageRecord } from '@site/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { UnauthorizedError } from '../api/errors';
import { deleteImage } from '../api/images';
import { useEndSession } from '../auth/useEndSession';
import {
  DELETE_FAILED,
  DELETE_SUCCEEDED,
  deleteImages,
  deleteQuestion,
  failureDescription,
  IN_USE_TITLE,
  inUseRefusal,
} from './delete-images';

export function useDeleteSelected(
  ask: (question: string) => Promise<boolean>,
  onDone: () => void,
): { deleting: boolean; deleteSelected: (selected: readonly ImageRecord[]) => Promise<void> } {
  const endSession = useEndSession();
  const [deleting, setDeleting] = useState(false);

  const deleteSelected = useCallback(
    async (selected: readonly ImageRecord[]) => {
      if (selected.length === 0) return;
      const refusal = inUseRefusal(selected);
      if (refusal) {
        toast.error(IN_USE_TITLE, { description: refusal });
        return;
      }
      const ids = selected.map((image) => image.id);
      if (!(await ask(deleteQuestion(ids.length)))) return;
      setDeleting(true);
      try {
        const { failures } = await deleteImages(ids, deleteImage);
        if (failures.length === 0) {
          toast.success(DELETE_SUCCEEDED);
        } else {
          console.error('Image delete failed', failures);
          toast.error(DELETE_FAILED, { description: failureDescription(failures, ids.length) });
        }
      } catch (error) {
        if (error instanceof UnauthorizedError) return endSession();
        console.error('Image delete failed', error);
        toast.error(DELETE_FAILED);
      } finally {
        setDeleting(false);
      }
      onDone();
    },
    [ask, endSession, onDone],
  );

  return { deleting, deleteSelected };
}
