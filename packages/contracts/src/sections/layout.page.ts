// The layout: the navbar and the footer every public page shows, and the document each holds before
// its first save. Plain values without zod: the public pages import them (layout.ts has the schemas).
import type { Footer, Navbar } from './layout.js';

/**
 * The layout's sections. The site places them itself: the navbar above each page, the footer below;
 * neither is a block a custom page can add (a page has the layout's own).
 */
export const LAYOUT_PAGE = [
  { key: 'navbar', path: 'layout/navbar', block: false },
  { key: 'footer', path: 'layout/footer', block: false },
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
