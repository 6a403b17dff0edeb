import { describe, expect, it } from 'vitest';
import { progressWords, untranslatedWords } from './untranslated-words';

describe('the untranslated counts in words', () => {
  it.each([
    [{ translated: 0, total: 6 }, '6 of 6 texts not translated yet'],
    [{ translated: 6, total: 6 }, 'Every text is translated (6).'],
    [{ translated: 0, total: 0 }, 'No texts to translate: images and links follow English unless set here.'],
  ])('a form at %o reads "%s"', (progress, words) => {
    expect(progressWords(progress, 'English')).toBe(words);
  });

  it('names one text, several, or none left on a screen', () => {
    expect(untranslatedWords(1, 'on this page')).toBe('1 text not translated yet on this page');
    expect(untranslatedWords(3)).toBe('3 texts not translated yet');
    expect(untranslatedWords(0, 'in the services')).toBe('Every text is translated in the services.');
  });
});
