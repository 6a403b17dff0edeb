// Content colours reach the CSS Modules as custom properties; React's style type does not know
// custom property names, hence one typed cast here instead of one at every call site.
import type { CSSProperties } from 'react';

export function cssVars(vars: Record<`--${string}`, string | undefined>): CSSProperties {
  return vars as CSSProperties;
}
