// The upload form's category rules: lower-cased as typed, and an upload needs at least one file
// and a category that the server will accept (a-z, 0-9 and hyphens, the contract's pattern).
import { IMAGE_CATEGORY_ERROR, IMAGE_CATEGORY_PATTERN } from '@site/contracts';

export const EMPTY_UPLOAD_FORM = 'Please select images and provide a category.';

export function normaliseCategory(typed: string): string {
  return typed.toLowerCase();
}

/** Why the form cannot be sent (a sentence for the admin), or null when it can. */
export function uploadFormProblem(fileCount: number, category: string): string | null {
  const trimmed = category.trim();
  if (fileCount === 0 || trimmed === '') return EMPTY_UPLOAD_FORM;
  // Checked here too so that a bad category is one message, not the same refusal once per file.
  if (!IMAGE_CATEGORY_PATTERN.test(normaliseCategory(trimmed))) return IMAGE_CATEGORY_ERROR;
  return null;
}
