import { ChevronLeft, ChevronRight } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { keyStep, stepGlyphs } from './reading-way';

describe("a slider's previous and next on a page of either direction", () => {
  it('left to right: previous points and steps left, next right', () => {
    expect(stepGlyphs('ltr')).toEqual({ Previous: ChevronLeft, Next: ChevronRight });
    expect(['ArrowLeft', 'ArrowRight', 'Enter'].map((key) => keyStep(key, 'ltr'))).toEqual([-1, 1, 0]);
  });

  it('right to left: previous points and steps right, next left', () => {
    expect(stepGlyphs('rtl')).toEqual({ Previous: ChevronRight, Next: ChevronLeft });
    expect(['ArrowLeft', 'ArrowRight', 'Enter'].map((key) => keyStep(key, 'rtl'))).toEqual([1, -1, 0]);
  });
});
