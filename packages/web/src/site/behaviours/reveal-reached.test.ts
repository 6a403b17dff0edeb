import { describe, expect, it } from 'vitest';
import { reachedElements } from './reveal-reached';

const at = (name: string, top: number, height = 200) => ({ name, getBoundingClientRect: () => ({ top, bottom: top + height }) });
const names = (elements: { name: string }[]) => elements.map((element) => element.name);

describe('reachedElements', () => {
  const viewport = 600;

  it('counts an element as soon as its top edge enters the viewport, not once it is fully inside', () => {
    expect(names(reachedElements([at('just in', 599), at('just below', 600), at('far below', 5000)], viewport))).toEqual([
      'just in',
    ]);
  });

  it('counts an element taller than the viewport when only its top has entered', () => {
    expect(names(reachedElements([at('tall', 450, 1800)], viewport))).toEqual(['tall']);
  });

  it('counts everything above the viewport, as after a jump to the end of the page', () => {
    expect(names(reachedElements([at('passed long ago', -4000), at('partly above', -100), at('in view', 10)], viewport))).toEqual(
      ['passed long ago', 'partly above', 'in view'],
    );
  });
});
