// The home `#why-us` section: a title, a subtitle and the feature items (icon, title, description).
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { BalancedGrid } from './BalancedGrid';
import { Picture } from '../shared/Picture';
import home from './homeSection.module.css';
import { SectionDivider } from './SectionDivider';
import { SectionHeader } from './SectionHeader';
import styles from './WhyUs.module.css';

export function WhyUs({ data, idSuffix = '' }: { data: SectionData<'whyUs'>; idSuffix?: string }) {
  return (
    <section
      id={`why-us${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `why-us-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} subtitle={data.subtitle} titleId={`why-us-title${idSuffix}`} />
        {data.features.length > 0 && (
          <BalancedGrid count={data.features.length}>
            {data.features.map((feature, index) => (
              <li key={index} className={`${styles.feature} animate-on-scroll`}>
                {feature.iconUrl && (
                  <span className={styles.iconWrap}>
                    <Picture className={styles.icon} src={feature.iconUrl} alt="" sizes="40px" width={40} height={40} />
                  </span>
                )}
                <h3 className={styles.title}>{feature.title}</h3>
                {feature.description && <p className={styles.description}>{feature.description}</p>}
              </li>
            ))}
          </BalancedGrid>
        )}
      </div>
      <SectionDivider src={data.divider} />
    </section>
  );
}
