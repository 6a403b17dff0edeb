// The site's accent around everything it holds: the navbar's button colours as --brand and
// --brand-contrast, and the colours derived from them recomputed where they are set (a custom
// property is computed where it is declared, so the one in global.css still holds the default
// accent). The public layout and the editor's live previews draw their page inside it, so both
// show the same colours.
import type { ReactNode } from 'react';
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../sections/shared/colourStyle';
import styles from './SiteColours.module.css';

interface Props {
  navbar: SectionData<'navbar'>;
  className?: string;
  children: ReactNode;
}

export function SiteColours({ navbar, className, children }: Props) {
  return (
    <div
      className={className ? `${styles.colours} ${className}` : styles.colours}
      style={colourStyle({ '--brand': navbar.buttonBgColor, '--brand-contrast': navbar.buttonTextColor })}
    >
      {children}
    </div>
  );
}
