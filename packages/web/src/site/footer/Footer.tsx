// The site footer: three link columns, social links, the copyright line and the
// "A Concern of" banner. Colours come from the footer document; the group name from the navbar's.
import { Link } from 'react-router';
import { customPagePath, safeImageUrl, type Footer as FooterData, type PageLink, type ServiceSlug } from '@site/contracts/site';
import { colourStyle } from '../../sections/shared/colourStyle';
import { ABOUT_SUB_PAGES, PATHS, servicePath } from '../paths';
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

const COMPANY_LINKS = [
  { label: 'Homepage', to: PATHS.home },
  { label: 'Our Projects', to: PATHS.projects },
  { label: 'Gallery of Stunning Images', to: PATHS.gallery },
  { label: 'Contact Us', to: PATHS.contact },
];

const ABOUT_LINKS = ABOUT_SUB_PAGES.map((p) => ({ label: p.label, to: p.path }));

export function Footer({ footer, groupName, serviceSlugs, pageLinks = [] }: Props) {
  const serviceLinks = serviceSlugs.map((s) => ({ label: s.title.trim() || s.slug, to: servicePath(s.slug) }));
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
        <FooterColumn
          title="Company"
          links={[
            ...COMPANY_LINKS,
            ...pageLinks.filter((p) => p.in_footer).map((p) => ({ label: p.title, to: customPagePath(p.slug) })),
          ]}
        />
        <FooterColumn title="About" links={ABOUT_LINKS} />
        {serviceLinks.length > 0 && <FooterColumn title="Services" links={serviceLinks} />}
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
