// One logo of the endless strip: a 100px slide, linked to the client's site in a new tab when it
// has a link. `copy` marks the repeats that make the loop seamless: decoration, hidden from
// assistive tech and the tab order, so each logo is announced and focused once.
import { safeLink, type SectionData } from '@site/contracts/site';
import { Picture } from '../shared/Picture';
import styles from './LogoStrip.module.css';

type Client = SectionData<'ourClients'>['clients'][number];

/** "samsung.com" from "https://www.samsung.com/uk": a readable name for a logo's link. */
function siteName(link: string): string {
  if (!/^https?:\/\//i.test(link)) return link;
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

export function LogoSlide({ client, copy }: { client: Client; copy: boolean }) {
  const image = <Picture className={styles.logo} src={client.logo} alt="" sizes="100px" width={100} height={60} />;
  const link = safeLink(client.link);
  return (
    <li className={styles.slide} aria-hidden={copy || undefined}>
      {link ? (
        <a
          className={styles.link}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={copy ? -1 : undefined}
          aria-label={`${siteName(link)} (opens in a new tab)`}
        >
          {image}
        </a>
      ) : (
        image
      )}
    </li>
  );
}
