// How the editor says how many texts are still untranslated (they show the fallback language's).
export function untranslatedWords(count: number, where = ''): string {
  const place = where ? ` ${where}` : '';
  if (count === 0) return `Every text is translated${place}.`;
  return `${count} ${count === 1 ? 'text' : 'texts'} not translated yet${place}`;
}

/**
 * A translation form's count: of the default language's texts, how many are left. A document with
 * no texts (a carousel's pictures) says so: its images and links follow the default unless set.
 */
export function progressWords({ translated, total }: { translated: number; total: number }, from: string): string {
  if (total === 0) return `No texts to translate: images and links follow ${from} unless set here.`;
  const left = total - translated;
  return left === 0 ? `Every text is translated (${total}).` : `${left} of ${total} texts not translated yet`;
}
