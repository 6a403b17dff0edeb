// The home `#our-clients` section: a title over the endless strip of client logos.
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { LogoStrip } from './LogoStrip';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';

export function OurClients({ data, idSuffix = '' }: { data: SectionData<'ourClients'>; idSuffix?: string }) {
  return (
    <section
      id={`our-clients${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `our-clients-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} titleId={`our-clients-title${idSuffix}`} />
      </div>
      <LogoStrip clients={data.clients} label="Client logos" />
    </section>
  );
}
