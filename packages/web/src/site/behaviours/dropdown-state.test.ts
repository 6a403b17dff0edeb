import { describe, expect, it } from 'vitest';
import { hoverClose, hoverOpen, toggle } from './dropdown-state';

describe('navbar dropdown state', () => {
  it('opens on hover and closes when the pointer leaves', () => {
    const open = hoverOpen(null, 1);
    expect(open).toEqual({ index: 1, pinned: false });
    expect(hoverClose(open, 1)).toBeNull();
  });

  it('keeps a dropdown open after a click, even when the pointer leaves; a second click closes it', () => {
    const pinned = toggle(hoverOpen(null, 1), 1);
    expect(pinned).toEqual({ index: 1, pinned: true });
    expect(hoverClose(pinned, 1)).toBe(pinned);
    expect(toggle(pinned, 1)).toBeNull();
  });

  it('opens only one at a time: hovering or clicking another replaces the open one', () => {
    const pinned = toggle(null, 1);
    expect(hoverOpen(pinned, 2)).toEqual({ index: 2, pinned: false });
    expect(toggle(pinned, 2)).toEqual({ index: 2, pinned: true });
    // Leaving a dropdown that is not the open one changes nothing.
    expect(hoverClose(pinned, 2)).toBe(pinned);
  });

  it('hovering the open dropdown again keeps it pinned', () => {
    const pinned = toggle(null, 0);
    expect(hoverOpen(pinned, 0)).toBe(pinned);
  });
});
