// Frequently asked questions as an accordion. Native <details> elements: keyboard-operable and
// readable without scripts.
import { useUniqueId } from '../../islands/island-id';
import { ChevronDown } from 'lucide-react';
import type { Faq } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import styles from './FaqSection.module.css';

export function FaqSection({ data, idSuffix = '' }: { data: Faq; idSuffix?: string }) {
  const titleId = useUniqueId();
  return (
    <section
      id={`faq${idSuffix}`}
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({
        backgroundColor: data.bgColor,
        color: data.textColor,
        '--faq-bg': data.faqBgColor,
        '--faq-fg': data.faqTextColor,
      })}
    >
      <div className="container">
        <header className={section.header}>
          <h2 id={titleId} className={section.title}>
            {data.title || 'Frequently Asked Questions'}
          </h2>
          {data.subtitle && <p className={section.lead}>{data.subtitle}</p>}
        </header>
        <div className={styles.list}>
          {data.faqs.map((faq, index) => (
            <details key={`${faq.question}-${index}`} className={styles.item}>
              <summary className={styles.question}>
                {faq.question}
                <ChevronDown className={styles.icon} size={20} aria-hidden="true" />
              </summary>
              <p className={styles.answer}>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
