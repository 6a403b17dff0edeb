// One office on the contact page: picture, country, address, phone and a map link.
import { MapPin, Phone } from 'lucide-react';
import type { Contact1 } from '@site/contracts/site';
import { ContentLink } from '../shared/ContentLink';
import { telHref } from './tel';
import { revealUnlessFirstRow } from '../shared/card-grid';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './ContactTopSection.module.css';

interface Props {
  location: Contact1['locations'][number];
  /** Its place in the grid: the first row is not behind the scroll reveal (shared/card-grid.ts). */
  index: number;
  /** The page's main image (the first office's picture): fetched at once and first, preloaded (site/meta.ts). */
  main?: boolean;
}

export function LocationCard({ location, index, main = false }: Props) {
  return (
    <li className={`${styles.location} ${revealUnlessFirstRow(index)}`}>
      {location.imgSrc ? (
        <Picture
          className={styles.locationImage}
          src={location.imgSrc}
          alt={location.country}
          sizes={CARD_GRID_SIZES}
          fetchPriority={main ? 'high' : undefined}
        />
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
