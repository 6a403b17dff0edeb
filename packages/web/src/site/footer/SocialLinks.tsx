// The footer's social icons (footer.socials {link, icon, name}), each opening in a new tab; one
// without a usable link (empty, or refused by the link rule) is left out.
import { safeImageUrl, safeLink, type Footer } from '@site/contracts/site';
import { Picture } from '../../sections/shared/Picture';
import styles from './Footer.module.css';

export function SocialLinks({ socials }: { socials: Footer['socials'] }) {
  const usable = socials.flatMap((s) => {
    const link = safeLink(s.link);
    return link ? [{ ...s, link }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <ul className={styles.socials} aria-label="Social media">
      {usable.map((social, index) => {
        const name = social.name.trim() || 'Social media';
        return (
          <li key={`${social.link}-${index}`}>
            <a className={styles.social} href={social.link} target="_blank" rel="noopener noreferrer" title={name}>
              {safeImageUrl(social.icon) ? (
                <Picture src={social.icon} alt="" sizes="24px" width={24} height={24} />
              ) : (
                <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
              )}
              <span className="visually-hidden">{`${name} (opens in a new tab)`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
