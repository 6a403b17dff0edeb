// The contact page's form block (contact2): title, subtitle, the site's contact form (sent to the
// inbox, like the home page's) with a mailto: link to the contact2 address below it for whoever
// prefers their mail program, and a card with phone numbers, email and addresses.
import { useUniqueId } from '../../islands/island-id';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { Contact2 } from '@site/contracts/site';
import { Picture } from '../shared/Picture';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import { ContactForm } from '../shared/ContactForm';
import { contactFormWords, useSiteMessages } from '../shared/site-messages';
import { telHref } from './tel';
import styles from './ContactFormSection.module.css';

/** The form block's anchor: the top block's button scrolls down to it. */
export const CONTACT_FORM_ID = 'contact-form';

export function ContactFormSection({ data, idSuffix = '' }: { data: Contact2; idSuffix?: string }) {
  const messages = useSiteMessages();
  const titleId = useUniqueId();
  const hasDetails = data.phoneNumbers.length > 0 || data.email || data.addresses.length > 0;
  return (
    <section
      id={`${CONTACT_FORM_ID}${idSuffix}`}
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className={`container ${styles.grid}`}>
        <div className={styles.formColumn}>
          <h2 id={titleId} className={section.title}>
            {data.title || 'Contact Us'}
          </h2>
          {data.subtitle && <p className={`${section.lead} ${styles.subtitle}`}>{data.subtitle}</p>}
          <ContactForm label="Contact form" words={contactFormWords(messages)} />
          {data.email && (
            <p className={styles.orWrite}>
              <a href={`mailto:${data.email}`}>{`Or write to ${data.email}`}</a>
            </p>
          )}
        </div>
        {(hasDetails || data.imageUrl) && (
          <aside className={styles.card} aria-label="Contact details">
            {/* The narrower of the two columns from 900px (1.4fr 1fr). */}
            {data.imageUrl && (
              <Picture
                className={styles.image}
                src={data.imageUrl}
                alt=""
                sizes="(min-width: 1200px) 460px, (min-width: 900px) 40vw, 100vw"
              />
            )}
            <div className={styles.details}>
              {data.phoneNumbers.length > 0 && (
                <div className={styles.detail}>
                  <Phone className={styles.icon} size={20} aria-hidden="true" />
                  <div>
                    <h3 className={styles.detailTitle}>Phone</h3>
                    {data.phoneNumbers.map((phone) => (
                      <p key={phone}>
                        <a href={telHref(phone)}>{phone}</a>
                      </p>
                    ))}
                  </div>
                </div>
              )}
              {data.email && (
                <div className={styles.detail}>
                  <Mail className={styles.icon} size={20} aria-hidden="true" />
                  <div>
                    <h3 className={styles.detailTitle}>Email</h3>
                    <p>
                      <a href={`mailto:${data.email}`}>{data.email}</a>
                    </p>
                  </div>
                </div>
              )}
              {data.addresses.map((address, index) => (
                <div key={`${address.heading}-${index}`} className={styles.detail}>
                  <MapPin className={styles.icon} size={20} aria-hidden="true" />
                  <div>
                    <h3 className={styles.detailTitle}>{address.heading || 'Address'}</h3>
                    <p className={styles.address}>{address.details}</p>
                  </div>
                </div>
              ))}
            </div>
          </aside>
        )}
      </div>
    </section>
  );
}
