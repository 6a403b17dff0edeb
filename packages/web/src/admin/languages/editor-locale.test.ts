import type { DraftSummary } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { editorLanguage, isDraftIn } from './editor-locale';

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা' },
];
const summary = (locale?: string) => ({ path: 'home/hero', ...(locale ? { locale } : {}) }) as unknown as DraftSummary;

describe('the language an editing screen edits', () => {
  it('is the address’s locale when the site has it and it is not the default', () => {
    expect(editorLanguage(new URLSearchParams('locale=bn'), LANGUAGES)?.name).toBe('বাংলা');
    expect(editorLanguage(new URLSearchParams('locale=BN'), LANGUAGES)?.code).toBe('bn');
    expect(editorLanguage(new URLSearchParams('locale=en'), LANGUAGES)).toBeUndefined();
    expect(editorLanguage(new URLSearchParams('locale=de'), LANGUAGES)).toBeUndefined();
    expect(editorLanguage(new URLSearchParams(''), LANGUAGES)).toBeUndefined();
  });

  it('keeps the drafts of its language only', () => {
    const bn = LANGUAGES[1];
    expect(isDraftIn(summary(), undefined, LANGUAGES)).toBe(true);
    expect(isDraftIn(summary('en'), undefined, LANGUAGES)).toBe(true);
    expect(isDraftIn(summary('bn'), undefined, LANGUAGES)).toBe(false);
    expect(isDraftIn(summary('bn'), bn, LANGUAGES)).toBe(true);
    expect(isDraftIn(summary(), bn, LANGUAGES)).toBe(false);
  });
});
