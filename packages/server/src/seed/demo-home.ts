// Demo home page, upper half: carousel, hero, sector cards, services, numbers, services at a
// glance and the featured video's text (its video stays empty: it would have to come from the internet).
import { BRAND, COMPANY } from './demo-company.js';
import type { DemoSectionsOf } from './demo-content.js';
import type { ImageUrls } from './demo-images.js';

type HomeTop = Pick<
  DemoSectionsOf<'home'>,
  'carousel' | 'hero' | 'cards' | 'homeServices' | 'statistics' | 'gridCards' | 'featuredVideo'
>;

export function demoHomeTop(img: ImageUrls): HomeTop {
  return {
    carousel: {
      images: [
        img('carousel-skyline.webp'),
        img('carousel-cleaning.webp'),
        img('carousel-security.webp'),
        img('carousel-gardens.webp'),
      ],
    },
    hero: {
      title: 'Spaces that work. People who care.',
      description:
        `Since ${COMPANY.founded}, ${COMPANY.short} has kept offices, hospitals, hotels and campuses across ${COMPANY.city} clean, safe and running smoothly. ` +
        'One partner, one point of contact and 1,800 trained people who are on site before your day begins and long after it ends.',
      bgColor: BRAND.sand,
      textColor: BRAND.navy,
      divider: img('divider-teal.png'),
      image1: img('hero-team.webp'),
      image2: img('hero-reception.webp'),
      altText1: 'The Brightwell crew in uniform: a gardener, a technician, a host, a security officer and a cleaner',
      altText2: 'A Brightwell host welcoming a guest at a hotel reception desk',
      contactLink: '#contact',
      contactText: 'Talk to us',
      ctaLink: '#services',
      ctaText: 'Explore our services',
    },
    cards: {
      divider: img('divider-teal.png'),
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      heading: 'What you need is what you get',
      overlayColor: 'rgba(15, 42, 61, 0.8)',
      overlayTextColor: BRAND.white,
      cards: [
        {
          imageSrc: img('card-offices.webp'),
          title: 'Corporate offices',
          additionalDetails:
            'Daily cleaning, reception, mailroom and meeting-room service for head offices and business parks, scheduled around your working hours.',
        },
        {
          imageSrc: img('card-healthcare.webp'),
          title: 'Healthcare',
          additionalDetails:
            'Infection-control cleaning, patient-area housekeeping and 24/7 security for hospitals and clinics, audited against healthcare standards.',
        },
        {
          imageSrc: img('card-retail.webp'),
          title: 'Retail & leisure',
          additionalDetails:
            'Shopping centres that sparkle before the doors open: atrium and washroom care, customer-service security and car-park patrols.',
        },
        {
          imageSrc: img('card-education.webp'),
          title: 'Education',
          additionalDetails:
            'Campus cleaning, grounds care and term-time maintenance for schools and universities, with holiday deep cleans planned a year ahead.',
        },
      ],
    },
    homeServices: {
      bgColor: BRAND.mint,
      textColor: BRAND.navy,
      cardBgColor: BRAND.white,
      cardTextColor: BRAND.ink,
      iconColor: BRAND.teal,
      title: 'Our Services',
      description:
        'Everything a building needs to look after the people inside it, delivered by our own trained teams and managed through one contract.',
      services: [
        {
          title: 'Cleaning & Housekeeping',
          description:
            'Daily office cleaning, floor care, washrooms, windows and white-glove housekeeping with eco-certified products.',
        },
        {
          title: 'Security & Fire Life Safety',
          description:
            'Licensed officers, CCTV monitoring from our 24/7 control room, access control and fire-safety management.',
        },
        {
          title: 'Hospitality & Front of House',
          description: 'Receptionists, concierges and event hosts who make the first impression of your building a warm one.',
        },
        {
          title: 'Technical Maintenance',
          description:
            'Planned and reactive maintenance of HVAC, electrical and plumbing systems, backed by Northgate Engineering.',
        },
        {
          title: 'Landscaping & Grounds',
          description:
            'Lawns, planting, courtyards and winter gritting that keep the outside of your site as cared-for as the inside.',
        },
        {
          title: 'Integrated Facility Management',
          description: 'All of the above under one manager, one helpdesk and one monthly report with the numbers that matter.',
        },
      ],
    },
    statistics: {
      heading: 'Trust the Numbers',
      subtitle: `A quarter of a century of looking after ${COMPANY.city}'s buildings, measured every month.`,
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      numbersBgColor: BRAND.teal,
      numbersTextColor: BRAND.white,
      stats: [
        { value: '25+', label: 'Years in service' },
        { value: '1,800', label: 'Trained team members' },
        { value: '140', label: 'Sites cared for every day' },
        { value: '98%', label: 'Contracts renewed' },
        { value: '24/7', label: 'Control room and helpdesk' },
        { value: '4 h', label: 'Emergency engineer on site' },
      ],
    },
    gridCards: {
      title: 'Services at a glance',
      subtitle: 'Hover over or tap a card to see what each of our teams takes care of.',
      bgColor: BRAND.sand,
      textColor: BRAND.navy,
      gridCards: [
        {
          image: img('grid-cleaning.webp'),
          title: 'Cleaning',
          description:
            'Offices, washrooms and floors cleaned to a written standard, with green products and microfibre throughout.',
          flipBgColor: BRAND.teal,
          flipTextColor: BRAND.white,
        },
        {
          image: img('grid-security.webp'),
          title: 'Security',
          description: 'Uniformed officers, mobile patrols and remote CCTV monitoring, all linked to our control room.',
          flipBgColor: BRAND.navy,
          flipTextColor: BRAND.white,
        },
        {
          image: img('grid-hospitality.webp'),
          title: 'Hospitality',
          description: 'Receptions, conference suites and banquets run by hosts trained in our own academy.',
          flipBgColor: BRAND.amber,
          flipTextColor: BRAND.navy,
        },
        {
          image: img('grid-maintenance.webp'),
          title: 'Maintenance',
          description: 'HVAC, electrical and plumbing kept in shape with planned visits and a four-hour emergency response.',
          flipBgColor: BRAND.mint,
          flipTextColor: BRAND.navy,
        },
        {
          image: img('grid-landscaping.webp'),
          title: 'Landscaping',
          description: 'Seasonal planting, lawn care, tree surgery and winter gritting for campuses, parks and business parks.',
          flipBgColor: BRAND.tealDark,
          flipTextColor: BRAND.white,
        },
        {
          image: img('grid-facades.webp'),
          title: 'Facades & windows',
          description: 'Rope-access and gondola window cleaning for towers up to 40 floors, with IRATA-certified technicians.',
          flipBgColor: BRAND.white,
          flipTextColor: BRAND.navy,
        },
      ],
    },
    featuredVideo: {
      title: 'A day with Brightwell',
      description:
        'Follow our crews from the 5 a.m. floor-care round to the night patrol, and see how one team keeps a whole building running.',
      button1: { text: 'Our services', link: '/services' },
      button2: { text: 'Work with us', link: '/contact' },
      videoSrc: '',
      colors: { bgColor: BRAND.white, textColor: BRAND.navy },
    },
  };
}
