// The home `#location` section: where to find the company, how to reach it, and the embedded map.
import { safeEmbedUrl, type SectionData } from '@site/contracts/site';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { colourStyle } from '../shared/colourStyle';
import styles from './HomeLocation.module.css';
import section from '../shared/section.module.css';
import home from './homeSection.module.css';

/** "+1 (234) 567-8901" → "+12345678901": a tel: link keeps only what a dialler reads. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function HomeLocation({ data, idSuffix = '' }: { data: SectionData<'location'>; idSuffix?: string }) {
  const mapSrc = safeEmbedUrl(data.mapSrc);
  const details = [
    data.address && { Icon: MapPin, label: 'Address', value: <address className={styles.address}>{data.address}</address> },
    data.phone && { Icon: Phone, label: 'Phone', value: <a href={telHref(data.phone)}>{data.phone}</a> },
    data.email && { Icon: Mail, label: 'Email', value: <a href={`mailto:${data.email}`}>{data.email}</a> },
    data.workingHours && { Icon: Clock, label: 'Working hours', value: data.workingHours },
  ].filter((detail) => !!detail);
  return (
    <section
      id={`location${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `location-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className={`container ${styles.grid}`}>
        <div className={`${styles.info} animate-on-scroll`}>
          {data.subtitle && <p className={styles.eyebrow}>{data.subtitle}</p>}
          {data.title && (
            <h2 id={`location-title${idSuffix}`} className={section.title}>
              {data.title}
            </h2>
          )}
          {data.description && <p className={styles.description}>{data.description}</p>}
          {details.length > 0 && (
            <dl className={styles.details}>
              {details.map(({ Icon, label, value }) => (
                // A <dl> allows one <div> around each dt/dd pair and nothing deeper, so the icon sits in the <dt>.
                <div key={label} className={styles.detail}>
                  <dt className={styles.term}>
                    <Icon className={styles.icon} size={22} aria-hidden="true" />
                    {label}
                  </dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {mapSrc && (
          <div className={`${styles.map} animate-on-scroll`}>
            <iframe
              className={styles.frame}
              src={mapSrc}
              title={data.address ? `Map: ${data.address}` : 'Map of our location'}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          </div>
        )}
      </div>
    </section>
  );
}
