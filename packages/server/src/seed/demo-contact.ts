// Demo contact page: the three offices and the form block with phones, email and addresses.
import { BRAND, COMPANY } from './demo-company.js';
import type { DemoSectionsOf } from './demo-content.js';
import type { ImageUrls } from './demo-images.js';

type Contact = DemoSectionsOf<'contact'>;

export function demoContact(img: ImageUrls): Contact {
  const { larkhaven, eastmere, portWren } = COMPANY.offices;
  const map = img('map-larkhaven.svg');
  return {
    contact1: {
      header: 'Get In Touch',
      subHeader:
        'Whether you manage one office or a whole campus, we would like to hear about your building. Visit one of our three offices or send us a message.',
      buttonText: 'Send us a message',
      buttonLink: '#contact-form',
      maplink: map,
      email: COMPANY.email,
      phone: COMPANY.phone,
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      locations: [
        {
          imgSrc: img('location-larkhaven.webp'),
          country: larkhaven.name,
          address: larkhaven.address,
          phone: larkhaven.phone,
          maplink: map,
        },
        {
          imgSrc: img('location-eastmere.webp'),
          country: eastmere.name,
          address: eastmere.address,
          phone: eastmere.phone,
          maplink: '',
        },
        {
          imgSrc: img('location-port-wren.webp'),
          country: portWren.name,
          address: portWren.address,
          phone: portWren.phone,
          maplink: '',
        },
      ],
    },
    contact2: {
      title: 'Contact Us',
      subtitle: 'Reach out to us. Tell us what you need and a member of our team will get back to you within one working day.',
      bgColor: BRAND.mint,
      textColor: BRAND.navy,
      phoneNumbers: [COMPANY.phone, COMPANY.helpdesk],
      email: COMPANY.email,
      imageUrl: img('contact-desk.webp'),
      addresses: [
        { heading: 'Head office', details: larkhaven.address },
        { heading: 'Eastmere office', details: eastmere.address },
        { heading: 'Port Wren office', details: portWren.address },
      ],
    },
  };
}
