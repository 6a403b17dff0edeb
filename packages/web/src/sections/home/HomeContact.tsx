// The home `#contact` section: a title, a subtitle, two info cards in the "divs" colours, and the
// message form that posts to the server.
import type { SectionData } from '@site/contracts/site';
import { ContactForm } from '../shared/ContactForm';
import { contactFormWords, useSiteMessages } from '../shared/site-messages';
import { colourStyle } from '../shared/colourStyle';
import { ContactInfoCard, hasContent } from './ContactInfoCard';
import styles from './HomeContact.module.css';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';

export function HomeContact({ data, idSuffix = '' }: { data: SectionData<'homeContact'>; idSuffix?: string }) {
  const messages = useSiteMessages();
  const cards = [data.card1, data.card2].filter(hasContent);
  return (
    <section
      id={`contact${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `contact-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} subtitle={data.subtitle} titleId={`contact-title${idSuffix}`} />
        <div className={styles.layout} data-cards={cards.length > 0}>
          {cards.length > 0 && (
            <ul className={styles.cards} style={colourStyle({ '--card-bg': data.divsBgColor, '--card-fg': data.divsTextColor })}>
              {cards.map((card, index) => (
                <ContactInfoCard key={index} card={card} />
              ))}
            </ul>
          )}
          <ContactForm label="Send us a message" words={contactFormWords(messages)} />
        </div>
      </div>
    </section>
  );
}
