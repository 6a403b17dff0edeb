// The contact sections: the default documents (what a section shows before it is first saved). Plain values
// without zod, so the public pages can import them without the schemas (the admin bundle has those).
import type { Contact1, Contact2 } from './contact.js';

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
