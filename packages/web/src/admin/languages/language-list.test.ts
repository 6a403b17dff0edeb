import { describe, expect, it } from 'vitest';
import type { Language } from '@site/contracts';
import {
  addLanguage,
  directionWords,
  fallbackWords,
  languageProblem,
  makeDefault,
  removeLanguage,
  replaceLanguage,
} from './language-list';

const LIST: Language[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'fr-CA', name: 'Français (Canada)', fallback: 'fr' },
];

describe('the Languages panel’s list', () => {
  it('adds a language without empty fields, and refuses a bad code, a missing name or a code it has', () => {
    expect(addLanguage(LIST, { code: ' bn ', name: 'বাংলা', fallback: '', direction: undefined })).toEqual([
      ...LIST,
      { code: 'bn', name: 'বাংলা' },
    ]);
    expect(languageProblem(LIST, { code: 'not a code', name: 'X' })).toBe(
      'Use a language code such as "en", "bn", "ar" or "fr-CA" (BCP 47).',
    );
    expect(languageProblem(LIST, { code: 'bn', name: ' ' })).toBe(
      'Give the language a name visitors will recognise, such as "বাংলা".',
    );
    expect(languageProblem(LIST, { code: 'FR', name: 'French' })).toBe('The site has "fr" already.');
    expect(languageProblem(LIST, { code: 'fr', name: 'French' }, 'fr')).toBeUndefined();
  });

  it('keeps fallbacks pointing at a language that is renamed, removed or made the default', () => {
    const renamed = replaceLanguage(LIST, 'fr', { code: 'fr-FR', name: 'Français (France)' });
    expect(renamed[2]).toEqual({ code: 'fr-CA', name: 'Français (Canada)', fallback: 'fr-FR' });
    expect(removeLanguage(LIST, 'fr')).toEqual([LIST[0], { code: 'fr-CA', name: 'Français (Canada)' }]);
    expect(makeDefault(LIST, 'fr-CA')).toEqual([{ code: 'fr-CA', name: 'Français (Canada)' }, LIST[0], LIST[1]]);
  });

  it('words the direction (derived or set) and the fallback', () => {
    expect(directionWords({ code: 'ar', name: 'العربية' })).toBe('Right to left (from the code)');
    expect(directionWords({ code: 'ar', name: 'العربية', direction: 'ltr' })).toBe('Left to right');
    expect(fallbackWords(LIST, LIST[2]!)).toBe('Falls back to Français');
    expect(fallbackWords(LIST, LIST[1]!)).toBe('Falls back to English');
    expect(fallbackWords(LIST, LIST[0]!)).toBeUndefined();
  });
});
