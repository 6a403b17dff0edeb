import { describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH, fitZoom } from './useFitWidth';

describe('fitZoom', () => {
  it('lays a desktop preview out at the desktop width, zoomed to the frame', () => {
    expect(fitZoom(640, true)).toEqual({ width: DESKTOP_WIDTH, zoom: 0.5 });
  });

  it('leaves a phone preview, or a frame wide enough, unzoomed', () => {
    expect(fitZoom(343, false)).toEqual({ width: undefined, zoom: 1 });
    expect(fitZoom(1400, true)).toEqual({ width: undefined, zoom: 1 });
    expect(fitZoom(0, true)).toEqual({ width: undefined, zoom: 1 });
  });
});
