// The contact page: its two sections in the order it shows them, and the document each holds before
// its first save. Plain values without zod: the public pages import them (contact.ts has the schemas).
import type { Contact1, Contact2 } from './contact.js';

/** The top block with the locations, then the form block its button scrolls to. */
export const CONTACT_PAGE = [{ key: 'contact1' }, { key: 'contact2' }] as const;

export const contact1Default: Contact1 = {
  header: 'Get In Touch',
  subHeader: '',
  buttonText: 'Contact Us',
  buttonLink: '#contact-form',
  maplink: '',
  email: '',
  phone: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  locations: [],
};

export const contact2Default: Contact2 = {
  title: 'Contact Us',
  subtitle: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  phoneNumbers: [],
  email: '',
  imageUrl: '',
  addresses: [],
};
