// A change's place in the editor's own words: `faqs.2.answer` reads "Questions › Question 3 › Answer", as the
// section's form labels its fields and list items (its editor's labels and item labels, else the
// contract's words for the key, field-labels.ts).
import type { EditorOptions } from '../../form/editor-options';
import { labelFor } from '../../form/field-labels';

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** The words of a change's path; `options` are the form's, `root` a path every field starts under (`services`). */
export function changeLabel(path: string, options: Pick<EditorOptions, 'labels' | 'lists'> = {}, root?: string): string {
  const segments = [...(root ? [root] : []), ...path.split('.').filter(Boolean)];
  const pattern: string[] = [];
  const words: string[] = [];
  segments.forEach((segment, at) => {
    const listPattern = pattern.join('.');
    pattern.push(isIndex(segment) ? '*' : segment);
    if (root && at === 0) return;
    if (isIndex(segment)) {
      words.push(`${options.lists?.[listPattern]?.itemLabel ?? 'Item'} ${Number(segment) + 1}`);
      return;
    }
    words.push(options.labels?.[pattern.join('.')] ?? labelFor(segment));
  });
  return words.join(' › ') || 'The whole document';
}
