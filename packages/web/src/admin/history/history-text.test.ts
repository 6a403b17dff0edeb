import { describe, expect, it } from 'vitest';
import { restoreDetail, restoredMessage, restoreQuestion, savedByLabel } from './history-text';

describe('the history panel words', () => {
  it('asks before a restore and says what it does', () => {
    expect(restoreQuestion(3)).toBe('Restore version 3?');
    expect(restoreDetail(false)).toBe('It becomes a new version; the current one stays in the history.');
    expect(restoreDetail(true)).toBe(
      'It becomes a new version; the current one stays in the history. Your unsaved changes in the form will be discarded.',
    );
    expect(restoredMessage(3)).toBe('Restored version 3.');
  });

  it('names who saved a version, or says it is unknown', () => {
    expect(savedByLabel('maria')).toBe('maria');
    expect(savedByLabel(null)).toBe('System');
  });
});
