// The bulk upload: every chosen file is POSTed on its own with the form's category, with a
// progress line, and the outcome is reduced to one of two toasts and a description
// naming each refused file with the server's sentence.
import { normaliseImageCategory, type ImageRecord } from '@site/contracts';
import { runInTurn, type Failure, type InTurnOutcome } from './run-in-turn';

export const UPLOAD_SUCCEEDED = 'Images uploaded successfully!';
export const UPLOAD_FAILED = 'Failed to upload images.';
/** Logged with the failures. */
export const UPLOAD_FAILED_LOG = 'Image upload failed';

/** Failures listed in the toast before the rest are counted. */
const LISTED_FAILURES = 5;

export type UploadOne = (file: File, category: string) => Promise<ImageRecord>;

export function uploadImages(
  files: readonly File[],
  category: string,
  upload: UploadOne,
  onStart?: (position: number, total: number) => void,
): Promise<InTurnOutcome<File, ImageRecord>> {
  const normalised = normaliseImageCategory(category);
  return runInTurn(files, (file) => upload(file, normalised), onStart);
}

export function progressLabel(position: number, total: number): string {
  return `Uploading ${position} of ${total}...`;
}

/** One line per refused file ('name: sentence'), the list cut short after a few. */
export function failureLines(failures: readonly Failure<File>[]): string[] {
  const lines = failures.slice(0, LISTED_FAILURES).map(({ item, message }) => `${item.name}: ${message}`);
  const more = failures.length - LISTED_FAILURES;
  if (more > 0) lines.push(`…and ${more} more.`);
  return lines;
}
