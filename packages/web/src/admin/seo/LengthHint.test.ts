import { describe, expect, it } from 'vitest';
import { lengthHint } from './LengthHint';

describe('lengthHint', () => {
  it('counts up to the limit, and warns past it', () => {
    expect(lengthHint(60, 60)).toEqual({ text: '60 of about 60 characters shown in search results.', over: false });
    expect(lengthHint(61, 60)).toEqual({ text: '61 characters: search results cut after about 60.', over: true });
    expect(lengthHint(161, 160).over).toBe(true);
  });
});
