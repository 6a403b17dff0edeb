// Runs a bulk upload for the form: the progress to show while it runs, then the outcome's toast,
// the failures logged, and `onDone` so the table can reload. A 401 ends the session.
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { UnauthorizedError } from '../api/errors';
import { uploadImage } from '../api/images';
import { useEndSession } from '../auth/useEndSession';
import { failureLines, uploadImages, UPLOAD_FAILED, UPLOAD_FAILED_LOG, UPLOAD_SUCCEEDED } from './upload-images';

export interface UploadProgress {
  position: number;
  total: number;
}

export function useBulkUpload(onDone: () => void): {
  progress: UploadProgress | null;
  upload: (files: readonly File[], category: string) => Promise<void>;
} {
  const endSession = useEndSession();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = useCallback(
    async (files: readonly File[], category: string) => {
      setProgress({ position: 1, total: files.length });
      try {
        const { failures } = await uploadImages(files, category, uploadImage, (position, total) =>
          setProgress({ position, total }),
        );
        if (failures.length === 0) {
          toast.success(UPLOAD_SUCCEEDED);
        } else {
          console.error(UPLOAD_FAILED_LOG, failures);
          // One line per refused file; the description keeps the line breaks.
          const description = <span style={{ whiteSpace: 'pre-line' }}>{failureLines(failures).join('\n')}</span>;
          toast.error(UPLOAD_FAILED, { description });
        }
      } catch (error) {
        if (error instanceof UnauthorizedError) return endSession();
        console.error(UPLOAD_FAILED_LOG, error);
        toast.error(UPLOAD_FAILED);
      } finally {
        setProgress(null);
      }
      onDone();
    },
    [endSession, onDone],
  );

  return { progress, upload };
}
