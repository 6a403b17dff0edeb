// Navbar and footer: the layout documents shown on every public page.
import { z } from 'zod';
import { colour, imageUrl, link, list, text } from '../fields.js';

export const navbarSchema = z.strictObject({
  logo: imageUrl(),
  logo2: imageUrl(),
  /** The sister-company site that the second logo opens (decisions §3). */
  logo2Link: link(),
  /** The "A Concern of …" banner on the home page and in the footer (decisions §3). */
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
