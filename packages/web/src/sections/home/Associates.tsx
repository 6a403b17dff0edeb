// The home `#associates` section: the clients strip's shape for the group's sister concerns, with
// an optional divider.
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { LogoStrip } from './LogoStrip';
import home from './homeSection.module.css';
import { SectionDivider } from './SectionDivider';
import { SectionHeader } from './SectionHeader';

export function Associates({ data, idSuffix = '' }: { data: SectionData<'associates'>; idSuffix?: string }) {
  return (
    <section
      id={`associates${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `associates-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} titleId={`associates-title${idSuffix}`} />
      </div>
      <LogoStrip clients={data.clients} label="Associate logos" />
      <SectionDivider src={data.divider} />
    </section>
  );
}
