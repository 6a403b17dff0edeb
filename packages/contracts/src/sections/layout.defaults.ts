// Navbar and footer: the default documents (what a section shows before it is first saved). Plain values
// without zod, so the public pages can import them without the schemas (the admin bundle has those).
import type { Footer, Navbar } from './layout.js';

export const navbarDefault: Navbar = {
  logo: '',
  logo2: '',
  logo2Link: '',
  groupName: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  buttonBgColor: '#007BFF',
  buttonTextColor: '#ffffff',
};

export const footerDefault: Footer = {
  bgColor: '#1f2937',
  textColor: '#ffffff',
  copyText: '© 2024 All rights reserved.',
  logo: '',
  socials: [],
};
