// The layout's sections, navbar and footer (shown on every public page): their schemas, and how each
// is stored and edited. layout.page.ts has their defaults.
import { z } from 'zod';
import { colour, fieldKinds, imageUrl, link, list, longText, text } from '../fields.js';
import { LOGO_UPLOAD_FAILED, sectionFacts, type SectionFacts } from '../section-facts.js';
import { footerDefault, navbarDefault, siteMessagesDefault, type LAYOUT_PAGE } from './layout.page.js';

/** A menu item needs a label and an address; both fields keep their builders' kinds for the editor's form. */
const requireLabelAndTarget = (v: { label: string; target: string }, ctx: z.RefinementCtx) => {
  if (v.label.trim() === '') ctx.addIssue({ code: 'custom', path: ['label'], message: 'Give the menu item a label.' });
  if (v.target === '')
    ctx.addIssue({ code: 'custom', path: ['target'], message: 'Choose the page or address the menu item opens.' });
};
/** A link of the navbar's menu: its label and the address it opens (a page of the site or elsewhere). */
export const menuLinkSchema = z.strictObject({ label: text(), target: link() }).superRefine(requireLabelAndTarget);
/**
 * Where a dropdown's entries come from: '' the item's own `children`; 'services' or 'about' the
 * entries the automatic menu gives that dropdown (every service, or the about pages), kept up to date.
 */
export const MENU_AUTO = ['', 'services', 'about'] as const;
export type MenuAuto = (typeof MENU_AUTO)[number];
const menuAuto = () => {
  // A choice for the editor (a select), with its own sentence: the empty word would read as nothing.
  const auto = z.enum(MENU_AUTO, {
    error: 'Choose where the entries come from: "services", "about", or empty for the entries listed.',
  });
  fieldKinds.add(auto, { kind: 'choice' });
  return auto.default('');
};
/** An item of the menu: a link, or a dropdown (one level) whose entries are its `children` or automatic ones. */
export const menuItemSchema = z
  .strictObject({ label: text(), target: link(), auto: menuAuto(), children: list(menuLinkSchema).default([]) })
  .superRefine(requireLabelAndTarget);
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A column of the footer's links: its heading, and its links or automatic ones (as a menu item's). */
export const footerColumnSchema = z
  .strictObject({ heading: text(), auto: menuAuto(), links: list(menuLinkSchema).default([]) })
  .superRefine((v, ctx) => {
    if (v.heading.trim() === '') ctx.addIssue({ code: 'custom', path: ['heading'], message: 'Give the column a heading.' });
  });
export type FooterColumn = z.infer<typeof footerColumnSchema>;

/** How the editor words the automatic entries' choice. */
const AUTO_WORDS = { '': 'The entries below', services: 'Automatic: every service', about: 'Automatic: the about pages' };
const AUTO_HINT =
  'Automatic entries follow the services or the about pages as they change; choose "The entries below" to edit them.';
/** The fields of the menus whose editor offers the site's pages in a list, or another address. */
const MENU_TARGETS = ['menu.*.target', 'menu.*.children.*.target'];

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
  /**
   * The menu as edited on the Layouts screen. Empty (the default, and every navbar saved before the
   * menu could be edited) is the automatic menu: the fixed pages, the services and the custom pages
   * marked for the navbar.
   */
  menu: list(menuItemSchema).default([]),
});
export type Navbar = z.infer<typeof navbarSchema>;

export const socialSchema = z.strictObject({ link: link(), icon: imageUrl(), name: text() });
export const footerSchema = z.strictObject({
  bgColor: colour(),
  textColor: colour(),
  copyText: text(),
  logo: imageUrl(),
  socials: list(socialSchema),
  /**
   * The link columns as edited on the Layouts screen. Empty (the default, and every footer saved
   * before they could be edited) is the automatic footer: Company, About and Services.
   */
  columns: list(footerColumnSchema, 6).default([]),
});
export type Footer = z.infer<typeof footerSchema>;

/**
 * The words the site writes itself rather than the content: on every page (the language switcher's
 * name), on the Not Found page, under clamped descriptions and in the contact form. An empty one
 * shows the English default (layout.page.ts siteMessagesDefault), so the site never lacks a word.
 */
export const siteMessagesSchema = z.strictObject({
  readMore: text(),
  readLess: text(),
  showLess: text(),
  notFoundTitle: text(),
  notFoundText: longText(),
  notFoundHome: text(),
  notFoundContact: text(),
  formName: text(),
  formEmail: text(),
  formMessage: text(),
  formRequired: text(),
  formSend: text(),
  formSending: text(),
  formSent: text(),
  formFillAll: text(),
  formInvalidEmail: text(),
  formServerError: text(),
  formSendFailed: text(),
  languageSwitcher: text(),
});
export type SiteMessages = z.infer<typeof siteMessagesSchema>;

export const LAYOUT_SECTIONS = {
  navbar: sectionFacts({
    schema: navbarSchema,
    defaults: navbarDefault,
    editor: {
      success: 'Navbar updated successfully!',
      category: 'navbar',
      uploadFailure: LOGO_UPLOAD_FAILED,
      labels: {
        logoAlt: 'Logo alt text',
        logo2: 'Second logo',
        logo2Alt: 'Second logo alt text',
        'menu.*.target': 'Page or address',
        'menu.*.children.*.target': 'Page or address',
        'menu.*.auto': 'Dropdown entries from',
        'menu.*.children': 'Dropdown entries',
      },
      choiceLabels: { 'menu.*.auto': AUTO_WORDS },
      pageTargets: MENU_TARGETS,
      hints: {
        logoAlt: 'What the logo says, read out to blind visitors. It links to the home page; empty: "{site name} home page".',
        logo2Alt:
          'What the second logo says, e.g. "Northgate Engineering website". "(opens in a new tab)" is added when it links out.',
        'menu.*.auto': AUTO_HINT,
      },
      // An empty menu is the automatic one; the first item added replaces it.
      lists: {
        menu: { itemLabel: 'Menu item', startFrom: 'navbar' },
        'menu.*.children': { itemLabel: 'Dropdown entry' },
      },
    },
    // The site's name and icon moved to the site settings (which took them over on first start).
    retired: ['companyName', 'icon'],
  }),
  footer: sectionFacts({
    schema: footerSchema,
    defaults: footerDefault,
    editor: {
      success: 'Footer updated successfully!',
      category: 'footer',
      uploadFailure: LOGO_UPLOAD_FAILED,
      categories: { 'socials.*.icon': 'footer-social' },
      labels: {
        columns: 'Link columns',
        'columns.*.auto': 'Links from',
        'columns.*.links': 'Links',
        'columns.*.links.*.target': 'Page or address',
      },
      choiceLabels: { 'columns.*.auto': AUTO_WORDS },
      hints: { 'columns.*.auto': AUTO_HINT },
      pageTargets: ['columns.*.links.*.target'],
      // No columns is the automatic footer; the first column added replaces it.
      lists: {
        socials: { itemLabel: 'Social link' },
        columns: { itemLabel: 'Column', startFrom: 'footer' },
        'columns.*.links': { itemLabel: 'Link' },
      },
    },
  }),
  siteMessages: sectionFacts({
    schema: siteMessagesSchema,
    defaults: siteMessagesDefault,
    editor: {
      success: 'Site messages updated successfully!',
      category: 'layout',
      labels: {
        readMore: '"Read More" button',
        readLess: '"Read Less" button',
        showLess: '"Show Less" button (news)',
        notFoundTitle: 'Not Found page: heading',
        notFoundText: 'Not Found page: sentence',
        notFoundHome: 'Not Found page: home button',
        notFoundContact: 'Not Found page: contact button',
        formName: 'Contact form: name label',
        formEmail: 'Contact form: email label',
        formMessage: 'Contact form: message label',
        formRequired: 'Contact form: mark of an empty field',
        formSend: 'Contact form: send button',
        formSending: 'Contact form: send button while sending',
        formSent: 'Contact form: message sent',
        formFillAll: 'Contact form: fields left empty',
        formInvalidEmail: 'Contact form: email not valid',
        formServerError: 'Contact form: server error',
        formSendFailed: 'Contact form: sending failed',
        languageSwitcher: 'Name of the language switcher',
      },
      hints: { languageSwitcher: 'Read out to screen readers for the list of languages in the navbar.' },
    },
  }),
} satisfies { [K in (typeof LAYOUT_PAGE)[number]['key']]: SectionFacts };
