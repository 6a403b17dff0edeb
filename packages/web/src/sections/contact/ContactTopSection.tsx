// The contact page's top block (contact1): header, sub-header, a button down to the form, email,
// phone and one card per location.
import { useUniqueId } from '../../islands/island-id';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { Contact1 } from '@site/contracts/site';
import { ContentLink } from '../shared/ContentLink';
import button from '../shared/button.module.css';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import { CONTACT_FORM_ID } from './ContactFormSection';
import { firstPictured } from '../shared/card-grid';
import { LocationCard } from './LocationCard';
import { telHref } from './tel';
import styles from './ContactTopSection.module.css';

/** The button scrolls down to the form block when the content sets no other link. */
export function ContactTopSection({ data }: { data: Contact1 }) {
  const titleId = useUniqueId();
  const mainLocation = firstPictured(data.locations, (location) => location.imgSrc);
  const buttonHref = data.buttonLink && data.buttonLink !== '#' ? data.buttonLink : `#${CONTACT_FORM_ID}`;
  return (
    <section
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <div className={styles.intro}>
          <div className={styles.heading}>
            <h1 id={titleId} className={section.pageTitle}>
              {data.header || 'Get In Touch'}
            </h1>
            {data.subHeader && <p className={section.lead}>{data.subHeader}</p>}
            {data.buttonText && (
              <ContentLink href={buttonHref} className={`${button.button} ${styles.button}`}>
                {data.buttonText}
              </ContentLink>
            )}
          </div>
          <ul className={styles.channels}>
            {data.email && (
              <li className={styles.channel}>
                <Mail className={styles.icon} size={24} aria-hidden="true" />
                <span className={styles.channelLabel}>Email</span>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </li>
            )}
            {data.phone && (
              <li className={styles.channel}>
                <Phone className={styles.icon} size={24} aria-hidden="true" />
                <span className={styles.channelLabel}>Phone</span>
                <a href={telHref(data.phone)}>{data.phone}</a>
              </li>
            )}
            {data.maplink && (
              <li className={styles.channel}>
                <MapPin className={styles.icon} size={24} aria-hidden="true" />
                <span className={styles.channelLabel}>Find us</span>
                <ContentLink href={data.maplink}>View on map</ContentLink>
              </li>
            )}
          </ul>
        </div>
        {data.locations.length > 0 && (
          <ul className={styles.locations} aria-label="Our locations">
            {data.locations.map((location, index) => (
              <LocationCard
                key={`${location.country}-${index}`}
                location={location}
                index={index}
                main={location === mainLocation}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
