// WCAG 2.2 contrast between two CSS colours (the `color` library parses them and computes the
// relative luminance and ratio), and the nearest text colour that reaches a ratio: the same hue and
// saturation, only lighter or darker, by as little as will do.
import Color from 'color';

/** AA: 4.5:1 for normal text, 3:1 for large text (24px, or 18.66px bold). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

/** A colour the contrast can be worked out for, or undefined (empty, `transparent`, unparsable). */
function opaqueColour(value: string): ReturnType<typeof Color> | undefined {
  const trimmed = value.trim();
  if (!trimmed || /^(transparent|currentcolor)$/i.test(trimmed)) return undefined;
  try {
    const colour = Color(trimmed);
    // A see-through colour's contrast depends on what is behind it: not judged.
    return colour.alpha() < 1 ? undefined : colour;
  } catch {
    return undefined;
  }
}

/** The contrast ratio of two colours (1 to 21), or undefined when either cannot be judged. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = opaqueColour(foreground);
  const bg = opaqueColour(background);
  return fg && bg ? fg.contrast(bg) : undefined;
}

/** The ratio rounded down to two decimals, as checkers show it (4.499 is not 4.5). */
export const shownRatio = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * The colour nearest to `foreground` (by lightness, keeping its hue and saturation) that reaches
 * `required` on `background`, as #rrggbb; black or white when no lightness of that hue does.
 */
export function passingColour(foreground: string, background: string, required: number): string {
  const fg = opaqueColour(foreground) ?? Color('#000');
  const bg = opaqueColour(background) ?? Color('#fff');
  const passes = (lightness: number) => Color(fg.lightness(lightness).hex()).contrast(bg) >= required;
  const start = fg.lightness();
  const candidates: number[] = [];
  for (const end of [0, 100]) {
    if (!passes(end)) continue;
    // Between `start` (failing) and `end` (passing): the passing lightness nearest to start.
    let [fail, pass] = [start, end];
    for (let step = 0; step < 30; step += 1) {
      const middle = (fail + pass) / 2;
      if (passes(middle)) pass = middle;
      else fail = middle;
    }
    candidates.push(pass);
  }
  if (!candidates.length) return bg.isDark() ? '#FFFFFF' : '#000000';
  const nearest = candidates.reduce((a, b) => (Math.abs(a - start) <= Math.abs(b - start) ? a : b));
  return fg.lightness(nearest).hex();
}
