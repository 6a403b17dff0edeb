import { ChevronLeft, ChevronRight } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { stepGlyphs } from './reading-way';

describe("a slider's previous and next on a page of either direction", () => {
  it('left to right: previous points left, next right', () => {
    expect(stepGlyphs('ltr')).toEqual({ Previous: ChevronLeft, Next: ChevronRight });
  });

  it('right to left: previous points right, next left', () => {
    expect(stepGlyphs('rtl')).toEqual({ Previous: ChevronRight, Next: ChevronLeft });
  });
});
