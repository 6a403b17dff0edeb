// The home `#statistics` section: a heading, a subtitle and the key figures with their labels.
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { localDigits, usePageLanguage } from '../../shared/page-language';
import styles from './HomeStatistics.module.css';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';

export function HomeStatistics({ data, idSuffix = '' }: { data: SectionData<'statistics'>; idSuffix?: string }) {
  // The figures in the page's language's digits.
  const { code } = usePageLanguage();
  return (
    <section
      id={`statistics${idSuffix}`}
      className={home.section}
      aria-labelledby={data.heading ? `statistics-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.heading} subtitle={data.subtitle} titleId={`statistics-title${idSuffix}`} />
        {data.stats.length > 0 && (
          <dl className={styles.grid}>
            {data.stats.map((stat, index) => (
              <div
                key={index}
                className={`${styles.stat} animate-on-scroll`}
                style={colourStyle({ backgroundColor: data.numbersBgColor, color: data.numbersTextColor })}
              >
                <dt className={styles.label}>{stat.label}</dt>
                <dd className={styles.value}>{localDigits(stat.value, code)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
