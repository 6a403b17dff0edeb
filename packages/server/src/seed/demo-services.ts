// Demo services: one detail page each under /services/{slug}, with hero, colours and features.
import type { ServiceInput } from '@site/contracts';
import { BRAND, COMPANY } from './demo-company.js';
import type { ImageUrls } from './demo-images.js';

export function demoServices(img: ImageUrls): ServiceInput[] {
  return [
    {
      slug: 'cleaning-housekeeping',
      title: 'Cleaning & Housekeeping',
      tagline: 'Clean you can see, hygiene you can trust',
      description:
        'From the morning office clean to white-glove housekeeping in hotels and hospitals, our teams work to a written standard for every room, using eco-certified products and equipment that saves water and energy. Supervisors audit every site and share the scores with you each month.',
      heroImage: img('service-cleaning.webp'),
      altText: 'A Brightwell cleaner polishing a lobby floor with a scrubber-dryer',
      heroBgColor: BRAND.mint,
      heroTextColor: BRAND.navy,
      featuresBgColor: BRAND.white,
      featuresTextColor: BRAND.ink,
      featuresDescription: 'Daily, periodic and specialist cleaning, planned around the hours your building is busy.',
      features: [
        {
          title: 'Daily office cleaning',
          description: 'Desks, kitchens, meeting rooms and washrooms cleaned and restocked before your team arrives.',
          iconPath: img('icon-spray.png'),
        },
        {
          title: 'Floor care',
          description: 'Scrubbing, buffing, carpet extraction and marble crystallisation on a planned cycle.',
          iconPath: img('icon-broom.png'),
        },
        {
          title: 'Infection control',
          description: 'Healthcare-grade cleaning with colour-coded equipment and audited touch-point routines.',
          iconPath: img('icon-shield.png'),
        },
        {
          title: 'Window and facade cleaning',
          description: 'Reach-and-wash poles, gondolas and rope access for buildings of any height.',
          iconPath: img('icon-droplet.png'),
        },
        {
          title: 'Green cleaning',
          description: 'Eco-certified chemicals, microfibre and refill stations that cut plastic and water use.',
          iconPath: img('icon-leaf.png'),
        },
      ],
    },
    {
      slug: 'security-fire-safety',
      title: 'Security & Fire Life Safety',
      tagline: 'Calm, visible and always watching',
      description: `Licensed officers on site, mobile patrols between sites and a 24/7 control room that watches alarms and cameras across ${COMPANY.city}. We assess your risks, write the procedures and train the people who follow them, so that an incident becomes a routine.`,
      heroImage: img('service-security.webp'),
      altText: 'Operators watching a wall of CCTV screens in the Brightwell control room',
      heroBgColor: BRAND.navy,
      heroTextColor: BRAND.white,
      featuresBgColor: BRAND.mint,
      featuresTextColor: BRAND.navy,
      featuresDescription: 'People, technology and procedures working together, reviewed with you every quarter.',
      features: [
        {
          title: 'Manned guarding',
          description: 'Licensed, uniformed officers for receptions, gatehouses and patrols, day and night.',
          iconPath: img('icon-shield.png'),
        },
        {
          title: 'Remote CCTV monitoring',
          description: 'Cameras and intruder alarms watched from our control room, with officers dispatched in minutes.',
          iconPath: img('icon-camera.png'),
        },
        {
          title: 'Access control',
          description: 'Visitor management, ID passes and key holding, with a full audit trail.',
          iconPath: img('icon-card.png'),
        },
        {
          title: 'Fire life safety',
          description: 'Fire-alarm monitoring, evacuation plans, drills and fire-warden training.',
          iconPath: img('icon-flame.png'),
        },
        { title: 'Risk management', description: 'Site risk assessments, lone-worker protection and crisis-recovery plans.' },
      ],
    },
    {
      slug: 'hospitality-front-of-house',
      title: 'Hospitality & Front of House',
      tagline: 'The first impression, every time',
      description:
        'Receptionists, concierges, meeting-room hosts and event staff who make your building feel like a good hotel. Every host trains in our academy and learns your brand, your people and your visitors by name.',
      heroImage: img('service-hospitality.webp'),
      altText: 'A Brightwell host at a reception desk welcoming a guest with a suitcase',
      heroBgColor: BRAND.sand,
      heroTextColor: BRAND.navy,
      featuresBgColor: BRAND.white,
      featuresTextColor: BRAND.ink,
      featuresDescription: 'Warm, professional service for receptions, workplaces, hotels and events.',
      features: [
        {
          title: 'Reception and concierge',
          description: 'Visitor welcome, switchboard, taxis, couriers and the small favours that make a day easier.',
          iconPath: img('icon-bell.png'),
        },
        {
          title: 'Meeting and conference services',
          description: 'Room set-ups, catering coordination and technical support so meetings start on time.',
          iconPath: img('icon-calendar.png'),
        },
        {
          title: 'Events and banqueting',
          description: 'Trained hosts and waiting staff for launches, dinners and conferences of up to 1,000 guests.',
          iconPath: img('icon-star.png'),
        },
        {
          title: 'White-glove housekeeping',
          description: 'Hotel-standard housekeeping for serviced apartments, executive floors and residences.',
          iconPath: img('icon-key.png'),
        },
      ],
    },
    {
      slug: 'technical-maintenance',
      title: 'Technical Maintenance',
      tagline: 'Systems that simply work',
      description: `Planned and reactive maintenance of heating, cooling, electrical and plumbing systems, delivered with our sister company ${COMPANY.sister}. Our engineers keep your assets compliant and efficient, and our helpdesk puts one on site within four hours when something fails.`,
      heroImage: img('service-maintenance.webp'),
      altText: 'A Brightwell engineer servicing air-conditioning units on a rooftop',
      heroBgColor: BRAND.teal,
      heroTextColor: BRAND.white,
      featuresBgColor: BRAND.sand,
      featuresTextColor: BRAND.navy,
      featuresDescription: 'Mechanical, electrical and plumbing care, from a dripping tap to a full plant-room overhaul.',
      features: [
        {
          title: 'HVAC servicing',
          description: 'Chillers, boilers and air handlers serviced on schedule, with energy use tracked every month.',
          iconPath: img('icon-gauge.png'),
        },
        {
          title: 'Electrical maintenance',
          description: 'Testing and inspection, emergency lighting, small works and fault finding by qualified electricians.',
          iconPath: img('icon-bolt.png'),
        },
        {
          title: 'Plumbing and water hygiene',
          description: 'Leak repairs, legionella risk assessments and water-quality testing.',
          iconPath: img('icon-droplet.png'),
        },
        {
          title: 'Reactive repairs',
          description: 'A four-hour emergency response and a multi-skilled handyperson team for everything else.',
          iconPath: img('icon-wrench.png'),
        },
      ],
    },
    {
      slug: 'landscaping-grounds',
      title: 'Landscaping & Grounds',
      tagline: 'The outside, as cared-for as the inside',
      description:
        'Lawns, borders, trees and hard landscaping kept in shape all year, from spring planting to winter gritting. Our horticulturists design planting that suits your site, your budget and the local wildlife.',
      heroImage: img('service-landscaping.webp'),
      altText: 'A Brightwell gardener mowing the lawn of a landscaped business park',
      heroBgColor: BRAND.tealDark,
      heroTextColor: BRAND.white,
      featuresBgColor: BRAND.mint,
      featuresTextColor: BRAND.navy,
      featuresDescription: 'Seasonal grounds care for business parks, campuses, hospitals and residential estates.',
      features: [
        {
          title: 'Grounds maintenance',
          description: 'Mowing, edging, pruning and leaf clearance on a planned seasonal programme.',
          iconPath: img('icon-sprout.png'),
        },
        {
          title: 'Planting and design',
          description: 'New borders, planters and green roofs designed for colour all year and low water use.',
          iconPath: img('icon-leaf.png'),
        },
        {
          title: 'Winter services',
          description: 'Gritting and snow clearance of paths, car parks and entrances, monitored by weather alerts.',
          iconPath: img('icon-calendar.png'),
        },
        { title: 'Tree care', description: 'Surveys, pruning and safe removal by certified arborists.' },
      ],
    },
  ];
}
