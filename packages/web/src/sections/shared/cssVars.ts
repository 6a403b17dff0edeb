// Values the code computes (a column count, an animation's length) reach the CSS Modules as custom
// properties; React's style type does not know custom property names, hence one typed cast here.
// Content colours go through colourStyle instead, which checks each one.
import type { CSSProperties } from 'react';

export function cssVars(vars: Record<`--${string}`, string | undefined>): CSSProperties {
  return vars;
}
