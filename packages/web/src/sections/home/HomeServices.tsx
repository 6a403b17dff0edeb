// The home `#services` section: a title, a description and a grid of service cards, each marked with
// a check icon in the document's icon colour.
import { safeColour, type SectionData } from '@site/contracts/site';
import { CircleCheck } from 'lucide-react';
import { colourStyle } from '../shared/colourStyle';
import styles from './HomeServices.module.css';
import { BalancedGrid } from './BalancedGrid';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';

export function HomeServices({ data, idSuffix = '' }: { data: SectionData<'homeServices'>; idSuffix?: string }) {
  return (
    <section
      id={`services${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `services-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} subtitle={data.description} titleId={`services-title${idSuffix}`} />
        {data.services.length > 0 && (
          <BalancedGrid count={data.services.length}>
            {data.services.map((service, index) => (
              <li
                key={index}
                className={`${styles.card} animate-on-scroll`}
                style={colourStyle({ backgroundColor: data.cardBgColor, color: data.cardTextColor })}
              >
                <CircleCheck className={styles.icon} color={safeColour(data.iconColor)} size={32} aria-hidden="true" />
                <h3 className={styles.title}>{service.title}</h3>
                {service.description && <p className={styles.description}>{service.description}</p>}
              </li>
            ))}
          </BalancedGrid>
        )}
      </div>
    </section>
  );
}
