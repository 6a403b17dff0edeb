// The layout's sections, navbar and footer (shown on every public page): their schemas, and how each
// is stored and edited. layout.page.ts has their defaults.
import { z } from 'zod';
import { colour, imageUrl, link, list, text } from '../fields.js';
import { LOGO_UPLOAD_FAILED, sectionFacts, type SectionFacts } from '../section-facts.js';
import { footerDefault, navbarDefault, type LAYOUT_PAGE } from './layout.page.js';

export const navbarSchema = z.strictObject({
  logo: imageUrl(),
  /** What a screen reader says for the first logo, a link home; empty: "{site name} home page". */
  logoAlt: text(),
  logo2: imageUrl(),
  /** What a screen reader says for the second logo (not the group's name: it is another company). */
  logo2Alt: text(),
  /** The sister-company site that the second logo opens. */
  logo2Link: link(),
  /** The "A Concern of …" banner on the home page and in the footer. */
  groupName: text(),
  bgColor: colour(),
  textColor: colour(),
  buttonBgColor: colour(),
  buttonTextColor: colour(),
});
export type Navbar = z.infer<typeof navbarSchema>;

export const socialSchema = z.strictObject({ link: link(), icon: imageUrl(), name: text() });
export const footerSchema = z.strictObject({
  bgColor: colour(),
  textColor: colour(),
  copyText: text(),
  logo: imageUrl(),
  socials: list(socialSchema),
});
export type Footer = z.infer<typeof footerSchema>;

export const LAYOUT_SECTIONS = {
  navbar: sectionFacts({
    path: 'layout/navbar',
    label: 'Navbar',
    schema: navbarSchema,
    defaults: navbarDefault,
    editor: {
      button: 'Edit Navbar',
      success: 'Navbar updated successfully!',
      category: 'navbar',
      uploadFailure: LOGO_UPLOAD_FAILED,
      labels: { logoAlt: 'Logo alt text', logo2: 'Second logo', logo2Alt: 'Second logo alt text' },
      hints: {
        logoAlt: 'What the logo says, read out to blind visitors. It links to the home page; empty: "{site name} home page".',
        logo2Alt:
          'What the second logo says, e.g. "Northgate Engineering website". "(opens in a new tab)" is added when it links out.',
      },
    },
    // The site's name and icon moved to the site settings (which took them over on first start).
    retired: ['companyName', 'icon'],
  }),
  footer: sectionFacts({
    path: 'layout/footer',
    label: 'Footer',
    schema: footerSchema,
    defaults: footerDefault,
    editor: {
      button: 'Edit Footer',
      success: 'Footer updated successfully!',
      category: 'footer',
      uploadFailure: LOGO_UPLOAD_FAILED,
      categories: { 'socials.*.icon': 'footer-social' },
      lists: { socials: { itemLabel: 'Social link' } },
    },
  }),
} satisfies { [K in (typeof LAYOUT_PAGE)[number]['key']]: SectionFacts };
