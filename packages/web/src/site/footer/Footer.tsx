// The site footer: its link columns (edited, or the automatic three), social links, the copyright line and the
// "A Concern of" banner. Colours come from the footer document; the group name from the navbar's.
import { Link } from 'react-router';
import { safeImageUrl, type Footer as FooterData, type PageLink, type ServiceSlug } from '@site/contracts/site';
import { colourStyle } from '../../sections/shared/colourStyle';
import { footerColumns } from '../navbar/nav-items';
import { FooterColumn } from './FooterColumn';
import { SocialLinks } from './SocialLinks';
import { Picture } from '../../sections/shared/Picture';
import styles from './Footer.module.css';

interface Props {
  footer: FooterData;
  groupName: string;
  serviceSlugs: readonly ServiceSlug[];
  pageLinks?: readonly PageLink[];
}

export function Footer({ footer, groupName, serviceSlugs, pageLinks = [] }: Props) {
  // The columns edited on the Layouts screen, or the automatic Company, About and Services (an empty one is left out).
  const columns = footerColumns(footer.columns ?? [], serviceSlugs, pageLinks);
  // A logo the image rule refuses would leave an empty home link.
  const logo = safeImageUrl(footer.logo);
  return (
    <footer className={styles.footer} style={colourStyle({ '--footer-bg': footer.bgColor, '--footer-fg': footer.textColor })}>
      <div className={`container ${styles.top}`}>
        {(logo || footer.socials.length > 0) && (
          <div className={styles.brand}>
            {logo && (
              <Link to="/" className={styles.logoLink}>
                <Picture className={styles.logo} src={logo} alt="Home page" sizes="180px" />
              </Link>
            )}
            <SocialLinks socials={footer.socials} />
          </div>
        )}
        {columns.map((column, index) => (
          <FooterColumn key={index} title={column.title} links={column.links} />
        ))}
      </div>
      {groupName && (
        <p className={styles.concern}>
          <span className={styles.concernLead}>A Concern of</span> <strong>{groupName}</strong>
        </p>
      )}
      <div className={styles.bottom}>
        <p className="container">{footer.copyText}</p>
      </div>
    </footer>
  );
}
