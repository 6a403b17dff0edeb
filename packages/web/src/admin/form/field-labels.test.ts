import { describe, expect, it } from 'vitest';
import { labelFor, patternOf } from './field-labels';

describe('labelFor', () => {
  it('names the original product keys in plain words', () => {
    expect(labelFor('bgColor')).toBe('Background colour');
    expect(labelFor('textColor')).toBe('Text colour');
    expect(labelFor('cardBgColor')).toBe('Card background colour');
    expect(labelFor('altText1')).toBe('Alt text 1');
    expect(labelFor('imgSrc')).toBe('Image');
    expect(labelFor('maplink')).toBe('Map link');
    expect(labelFor('ctaLink')).toBe('Call-to-action link');
    expect(labelFor('title')).toBe('Title');
    expect(labelFor('logo2')).toBe('Second logo');
    expect(labelFor('overlayTextColor')).toBe('Overlay text colour');
  });
});

describe('patternOf', () => {
  it('replaces list indexes with a star', () => {
    expect(patternOf('cards.2.title')).toBe('cards.*.title');
    expect(patternOf('teamInfo.members.10')).toBe('teamInfo.members.*');
    expect(patternOf('card1.icon')).toBe('card1.icon');
  });
});
