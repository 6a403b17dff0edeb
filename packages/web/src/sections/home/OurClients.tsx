// The home `#our-clients` section: a title over the endless strip of client logos.
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { LogoStrip } from './LogoStrip';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';

export function OurClients({ data }: { data: SectionData<'ourClients'> }) {
  return (
    <section
      id="our-clients"
      className={home.section}
      aria-labelledby={data.title ? 'our-clients-title' : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} titleId="our-clients-title" />
      </div>
      <LogoStrip clients={data.clients} label="Client logos" />
    </section>
  );
}
