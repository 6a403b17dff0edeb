import { describe, expect, it } from 'vitest';
import { reviewLine } from './review-text';

describe('reviewLine', () => {
  it('names the state, who took the step and their words', () => {
    const at = '2030-01-01T00:00:00Z';
    expect(reviewLine({ state: 'in_review', by: 'ann', note: 'Ready', at })).toBe('In review, submitted by ann: “Ready”');
    expect(reviewLine({ state: 'changes_requested', by: 'eve', note: 'Shorter.', at })).toBe(
      'Changes requested by eve: “Shorter.”',
    );
    expect(reviewLine({ state: 'approved', by: null, note: null, at })).toBe('Approved by someone');
  });
});
