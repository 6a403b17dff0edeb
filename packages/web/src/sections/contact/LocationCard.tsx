// One office on the contact page: picture, country, address, phone and a map link.
import { MapPin, Phone } from 'lucide-react';
import type { Contact1 } from '@site/contracts/site';
import { ContentLink } from '../shared/ContentLink';
import { telHref } from './tel';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './ContactTopSection.module.css';

export function LocationCard({ location }: { location: Contact1['locations'][number] }) {
  return (
    <li className={`${styles.location} animate-on-scroll`}>
      {location.imgSrc ? (
        <Picture className={styles.locationImage} src={location.imgSrc} alt={location.country} sizes={CARD_GRID_SIZES} />
      ) : (
        <div className={`${styles.locationImage} ${styles.locationPlaceholder}`} aria-hidden="true">
          <MapPin size={40} />
        </div>
      )}
      <div className={styles.locationBody}>
        <h2 className={styles.country}>{location.country}</h2>
        {location.address && <p className={styles.address}>{location.address}</p>}
        {location.phone && (
          <p className={styles.locationLine}>
            <Phone size={16} aria-hidden="true" />
            <a href={telHref(location.phone)}>{location.phone}</a>
          </p>
        )}
        {location.maplink && (
          <p className={styles.locationLine}>
            <MapPin size={16} aria-hidden="true" />
            <ContentLink href={location.maplink}>View on map</ContentLink>
          </p>
        )}
      </div>
    </li>
  );
}
