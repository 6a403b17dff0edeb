// Demo navbar and footer (both logos, the group banner and the social links), and the site settings:
// the company's name and its square mark as the favicon.
import { BRAND, COMPANY, SOCIAL_LINKS } from './demo-company.js';
import { siteMessagesDefault, type SiteSettings } from '@site/contracts';
import type { DemoSectionsOf } from './demo-content.js';
import type { ImageUrls } from './demo-images.js';

export function demoLayout(img: ImageUrls, year: number): DemoSectionsOf<'layout'> {
  return {
    navbar: {
      logo: img('logo-brightwell.png'),
      logoAlt: '',
      logo2: img('logo-northgate.png'),
      logo2Alt: `${COMPANY.sister} website`,
      logo2Link: COMPANY.sisterUrl,
      groupName: COMPANY.group,
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      buttonBgColor: BRAND.teal,
      buttonTextColor: BRAND.white,
    },
    footer: {
      bgColor: BRAND.navy,
      textColor: BRAND.mint,
      copyText: `© ${year} ${COMPANY.name}. All rights reserved.`,
      logo: img('logo-brightwell-light.png'),
      socials: [
        { name: 'LinkedIn', link: SOCIAL_LINKS.linkedin, icon: img('social-linkedin.png') },
        { name: 'Facebook', link: SOCIAL_LINKS.facebook, icon: img('social-facebook.png') },
        { name: 'Instagram', link: SOCIAL_LINKS.instagram, icon: img('social-instagram.png') },
        { name: 'YouTube', link: SOCIAL_LINKS.youtube, icon: img('social-youtube.png') },
      ],
    },
    // The site's own words as it writes them in English.
    siteMessages: siteMessagesDefault,
  };
}

export function demoSettings(img: ImageUrls): Partial<SiteSettings> {
  return { site_name: COMPANY.name, favicon: img('icon-brightwell.png') };
}
