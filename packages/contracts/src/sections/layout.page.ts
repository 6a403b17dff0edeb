// The layout: the navbar and the footer every public page shows, and the document each holds before
// its first save. Plain values without zod: the public pages import them (layout.ts has the schemas).
import { FILL_ALL_FIELDS, INVALID_EMAIL } from '../contact-rules.js';
import type { Footer, Navbar, SiteMessages } from './layout.js';

/**
 * The layout's sections. The site places them itself: the navbar above each page, the footer below;
 * neither is a block a custom page can add (a page has the layout's own).
 */
export const LAYOUT_PAGE = [
  { key: 'navbar', path: 'layout/navbar', label: 'Navbar', button: 'Edit Navbar', block: false },
  { key: 'footer', path: 'layout/footer', label: 'Footer', button: 'Edit Footer', block: false },
  // The words the site writes itself (the contact form's, "Read More", the Not Found page's): edited
  // and translated like any section; drawn nowhere of its own.
  { key: 'siteMessages', path: 'layout/site-messages', label: 'Site messages', block: false },
] as const;

export const navbarDefault: Navbar = {
  logo: '',
  logoAlt: '',
  logo2: '',
  logo2Alt: '',
  logo2Link: '',
  groupName: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  buttonBgColor: '#007BFF',
  buttonTextColor: '#ffffff',
  menu: [],
};

export const footerDefault: Footer = {
  bgColor: '#1f2937',
  textColor: '#ffffff',
  copyText: '© 2024 All rights reserved.',
  logo: '',
  socials: [],
  columns: [],
};

/** The site's own words as the original site had them, English; a language translates them like any text. */
export const siteMessagesDefault: SiteMessages = {
  readMore: 'Read More',
  readLess: 'Read Less',
  showLess: 'Show Less',
  notFoundTitle: 'Page not found',
  notFoundText: 'Sorry, there is no page at this address. It may have moved, or the link may be mistyped.',
  notFoundHome: 'Go to the home page',
  notFoundContact: 'Contact us',
  formName: 'Name',
  formEmail: 'Email',
  formMessage: 'Message',
  formRequired: 'Required',
  formSend: 'Send Message',
  formSending: 'Sending...',
  formSent: 'Message sent successfully!',
  formFillAll: FILL_ALL_FIELDS,
  formInvalidEmail: INVALID_EMAIL,
  formServerError: 'Server error, please try again later.',
  formSendFailed: 'An error occurred while sending the message. Please try again.',
  languageSwitcher: 'Language',
};
