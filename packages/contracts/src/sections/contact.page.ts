// The contact page: its two sections in the order it shows them, and the document each holds before
// its first save. Plain values without zod: the public pages import them (contact.ts has the schemas).
import type { Contact1, Contact2 } from './contact.js';

/** The top block with the locations, then the form block its button scrolls to. */
export const CONTACT_PAGE = [
  { key: 'contact1', path: 'contact/contact1', label: 'Contact 1' },
  { key: 'contact2', path: 'contact/contact2', label: 'Contact 2' },
] as const;

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

/** A new contact block: two offices to replace, with pictures from the library as it is added. */
export const contact1BlockDefault: Contact1 = {
  ...contact1Default,
  buttonLink: '/contact',
  locations: [
    { imgSrc: '', country: 'Head office', address: 'Street, Town, Postcode', phone: '+1 555 0100', maplink: '' },
    { imgSrc: '', country: 'Second office', address: 'Street, Town, Postcode', phone: '+1 555 0101', maplink: '' },
  ],
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

/** A new contact details block: two phone numbers and two addresses, to replace. */
export const contact2BlockDefault: Contact2 = {
  ...contact2Default,
  phoneNumbers: ['+1 555 0100', '+1 555 0101'],
  addresses: [
    { heading: 'Head office', details: 'Street, Town, Postcode' },
    { heading: 'Second office', details: 'Street, Town, Postcode' },
  ],
};
