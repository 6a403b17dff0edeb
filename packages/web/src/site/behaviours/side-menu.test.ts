import { describe, expect, it } from 'vitest';
import { centredScroll } from './side-menu';

describe('centredScroll', () => {
  it('scrolls a chip to the left of the middle forward until it is centred', () => {
    // A 100px chip at 500px in a 300px row: its centre (550px) goes to the row's centre (150px).
    expect(centredScroll(0, 500, 300, 100)).toBe(400);
  });

  it('counts from where the row is already scrolled, and scrolls back for a chip left of the middle', () => {
    expect(centredScroll(400, 0, 300, 100)).toBe(300);
  });
});
