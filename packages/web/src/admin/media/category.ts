// The upload form's category rules: what was typed is made into a category by the contract's
// normaliser (the server does the same), and an upload needs at least one file and a category
// with a letter or digit in it. The suggestions are the categories in use and the editor's own.
import { IMAGE_CATEGORIES, imageCategoryProblem } from '@site/contracts';

export const EMPTY_UPLOAD_FORM = 'Please select images and provide a category.';

/** Why the form cannot be sent (a sentence for the admin), or null when it can. */
export function uploadFormProblem(fileCount: number, category: string): string | null {
  if (fileCount === 0 || category.trim() === '') return EMPTY_UPLOAD_FORM;
  // Checked here too so that a bad category is one message, not the same refusal once per file.
  return imageCategoryProblem(category);
}

/** The categories offered while typing: those the library uses, then the editor's, each once, A–Z. */
export function categorySuggestions(inUse: readonly string[]): string[] {
  return [...new Set([...inUse, ...IMAGE_CATEGORIES])].sort();
}
