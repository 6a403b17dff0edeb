// Demo home page, lower half: why us, clients, news, the group's associates, contact cards and the
// location with its local map (an SVG served from /media, since the demo fetches nothing remote).
import { BRAND, COMPANY } from './demo-company.js';
import type { DemoSectionsOf } from './demo-content.js';
import type { ImageUrls } from './demo-images.js';

type HomeBottom = Pick<DemoSectionsOf<'home'>, 'whyUs' | 'ourClients' | 'news' | 'associates' | 'homeContact' | 'location'>;

export function demoHomeBottom(img: ImageUrls): HomeBottom {
  return {
    whyUs: {
      title: 'Why Choose Brightwell?',
      subtitle: 'Six reasons our clients stay with us for ten years and more.',
      bgColor: BRAND.navy,
      textColor: BRAND.white,
      divider: img('divider-sea.png'),
      features: [
        {
          iconUrl: img('icon-people.png'),
          title: 'People we train ourselves',
          description:
            'Every team member completes our Meridian Skills Academy programme before their first shift, and is paid above the living wage.',
        },
        {
          iconUrl: img('icon-clock.png'),
          title: 'Around the clock',
          description: 'Our control room and helpdesk never close: a real person answers at 3 a.m. on a public holiday.',
        },
        {
          iconUrl: img('icon-chart.png'),
          title: 'Measured, not promised',
          description: 'Audits, response times and satisfaction scores arrive in one dashboard every month, site by site.',
        },
        {
          iconUrl: img('icon-shield.png'),
          title: 'Safety first',
          description: 'ISO 45001 certified, with risk assessments, method statements and toolbox talks for every task.',
        },
        {
          iconUrl: img('icon-leaf.png'),
          title: 'Greener by default',
          description:
            'Eco-certified chemicals, electric vans and waste segregation have cut our carbon footprint by 38% since 2019.',
        },
        {
          iconUrl: img('icon-check.png'),
          title: 'One contract, one contact',
          description: 'A dedicated account manager and a single invoice, whether you need one service or all of them.',
        },
      ],
    },
    ourClients: {
      title: 'Trusted by leading organisations',
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      clients: [
        { logo: img('client-aster-bank.png'), link: 'https://aster-bank.example' },
        { logo: img('client-larkhaven-health.png'), link: 'https://larkhaven-health.example' },
        { logo: img('client-quayside.png'), link: 'https://quayside-centre.example' },
        { logo: img('client-orion-telecom.png'), link: 'https://orion-telecom.example' },
        { logo: img('client-cedar-pine.png'), link: 'https://cedar-and-pine.example' },
        { logo: img('client-northwind.png'), link: 'https://northwind-logistics.example' },
        { logo: img('client-helix-pharma.png'), link: 'https://helix-pharma.example' },
        { logo: img('client-eastmere-university.png'), link: 'https://eastmere-university.example' },
      ],
    },
    news: {
      title: 'Our latest News',
      subtitle: 'Contracts, people and projects from around the company.',
      bgColor: BRAND.mint,
      textColor: BRAND.navy,
      news: [
        {
          image: img('news-port-wren.webp'),
          title: 'Brightwell opens its third office in Port Wren',
          description:
            'Our new office on Quayside Wharf brings a local manager, a 40-strong mobile team and a stock of equipment within ten minutes of every client on the coast. It opens with contracts at the ferry terminal and two harbour-front hotels.',
          action: 'Company news',
        },
        {
          image: img('news-academy.webp'),
          title: '212 team members graduate from our academy',
          description:
            "This year's Meridian Skills Academy cohort completed certificates in infection-control cleaning, conflict management, first aid and hospitality. Forty-six of them have since stepped up to supervisor roles.",
          action: 'Training',
        },
        {
          image: img('news-quayside.webp'),
          title: 'Quayside Shopping Centre renews its security contract',
          description:
            'After five years without a single unresolved incident, Quayside has renewed our security and customer-service contract for another five, adding night patrols of its new multi-storey car park.',
          action: 'Contracts',
        },
        {
          image: img('news-care-line.webp'),
          title: 'A new 24/7 helpdesk, answered by people',
          description: `Clients can now report an issue or book an extra service at any hour on ${COMPANY.helpdesk} or through the client portal. Every request gets a reference number and a named person who follows it up.`,
          action: 'Customer care',
        },
      ],
    },
    associates: {
      title: 'Business Concerns And Associates',
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      divider: img('divider-teal.png'),
      clients: [
        { logo: img('assoc-meridian-holdings.png'), link: 'https://meridian-holdings.example' },
        { logo: img('assoc-northgate.png'), link: COMPANY.sisterUrl },
        { logo: img('assoc-meridian-properties.png'), link: 'https://meridian-properties.example' },
        { logo: img('assoc-meridian-catering.png'), link: 'https://meridian-catering.example' },
        { logo: img('assoc-meridian-academy.png'), link: 'https://meridian-academy.example' },
        { logo: img('assoc-meridian-logistics.png'), link: 'https://meridian-logistics.example' },
      ],
    },
    homeContact: {
      title: "Let's Talk",
      subtitle: 'Tell us about your building. We reply to every message within one working day.',
      bgColor: BRAND.sand,
      textColor: BRAND.navy,
      divsBgColor: BRAND.navy,
      divsTextColor: BRAND.white,
      card1: {
        icon: img('icon-headset.png'),
        title: '24/7 Helpdesk',
        description: `Report an issue or book an extra clean at any hour on ${COMPANY.helpdesk}. A real person answers, every time.`,
      },
      card2: {
        icon: img('icon-mail.png'),
        title: 'Request a proposal',
        description: 'We visit, survey your site and send a costed proposal within five working days, with no obligation.',
      },
    },
    location: {
      title: 'Our Location',
      subtitle: 'Visit us',
      description: `Our head office sits on Harbour Row in the heart of ${COMPANY.city}, five minutes' walk from the central station. Drop in for a coffee with our team, or book a visit to our control room.`,
      address: COMPANY.address,
      phone: COMPANY.phone,
      email: COMPANY.email,
      workingHours: COMPANY.hours,
      mapSrc: img('map-larkhaven.svg'),
      bgColor: BRAND.navy,
      textColor: BRAND.mint,
    },
  };
}
