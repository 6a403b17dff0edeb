import { describe, expect, it } from 'vitest';
import { FIRST_ROW_CARDS, firstPictured, revealUnlessFirstRow } from './card-grid';

describe('revealUnlessFirstRow', () => {
  it('leaves the first row out of the scroll reveal and puts every later card in it', () => {
    const classes = Array.from({ length: FIRST_ROW_CARDS + 2 }, (_, index) => revealUnlessFirstRow(index));
    expect(classes.slice(0, FIRST_ROW_CARDS)).toEqual(Array(FIRST_ROW_CARDS).fill(''));
    expect(classes.slice(FIRST_ROW_CARDS)).toEqual(['animate-on-scroll', 'animate-on-scroll']);
  });
});

describe('firstPictured', () => {
  it('is the first card with a picture the site can draw, skipping empty and unsafe ones', () => {
    const cards = [{ image: '' }, { image: 'javascript:alert(1)' }, { image: '/media/b.jpg' }, { image: '/media/c.jpg' }];
    expect(firstPictured(cards, (card) => card.image)).toBe(cards[2]);
  });

  it('is nothing when no card has a picture', () => {
    expect(firstPictured([{ image: '' }], (card) => card.image)).toBeUndefined();
  });
});
