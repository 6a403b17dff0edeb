// The team: headings and one card per member (photo, name, position).
import { useUniqueId } from '../../islands/island-id';
import type { Team } from '@site/contracts/site';
import { Picture } from '../shared/Picture';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import styles from './TeamSection.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export function TeamSection({ data, idSuffix = '' }: { data: Team; idSuffix?: string }) {
  const titleId = useUniqueId();
  const { headings, members } = data.teamInfo;
  return (
    <section
      id={`team${idSuffix}`}
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <header className={`${section.header} animate-on-scroll`}>
          <h2 id={titleId} className={section.title}>
            {headings.title || 'Our Team'}
          </h2>
          {headings.subheading && <p className={section.lead}>{headings.subheading}</p>}
        </header>
        {members.length > 0 && (
          <ul className={styles.grid}>
            {members.map((member) => (
              <li key={member.id} className={`${styles.card} animate-on-scroll`}>
                {member.imageUrl ? (
                  <Picture className={styles.photo} src={member.imageUrl} alt={member.name} sizes="9rem" />
                ) : (
                  <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
                    {initials(member.name)}
                  </span>
                )}
                <h3 className={styles.name}>{member.name}</h3>
                {member.position && <p className={styles.position}>{member.position}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
