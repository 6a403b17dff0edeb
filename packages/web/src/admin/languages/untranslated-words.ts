// How the editor says how many texts are still untranslated (they show the fallback language's).
export function untranslatedWords(count: number, where = ''): string {
  const place = where ? ` ${where}` : '';
  if (count === 0) return `Every text is translated${place}.`;
  return `${count} ${count === 1 ? 'text' : 'texts'} not translated yet${place}`;
}
