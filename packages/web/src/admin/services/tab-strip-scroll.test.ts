import { describe, expect, it } from 'vitest';
import { scrollStep } from './tab-strip-scroll';

describe('scrollStep', () => {
  it('is three quarters of the strip, at least 80 pixels', () => {
    expect(scrollStep(400)).toBe(300);
    expect(scrollStep(60)).toBe(80);
  });
});
