// Demo gallery and projects pages. Project links lead to the matching service page, so the demo
// never sends a visitor off-site.
import { BRAND } from './demo-company.js';
import type { DemoSectionsOf } from './demo-content.js';
import type { ImageUrls } from './demo-images.js';

type Showcase = DemoSectionsOf<'gallery'> & DemoSectionsOf<'projects'>;

export function demoShowcase(img: ImageUrls): Showcase {
  return {
    gallery: {
      title: 'Gallery',
      subtitle: 'A look behind the scenes at the people and places we look after.',
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      imageBgColor: 'rgba(15, 42, 61, 0.8)',
      imageTextColor: BRAND.white,
      items: [
        {
          image: img('gallery-atrium.webp'),
          subtitle: 'Retail',
          title: 'Quayside atrium',
          description: 'Three floors of glass and stone, cleaned and polished every morning before the doors open at nine.',
        },
        {
          image: img('gallery-floor-care.webp'),
          subtitle: 'Cleaning',
          title: 'Early floor care',
          description: 'Scrubber-dryers use a third of the water of a mop and leave lobby floors dry and safe within minutes.',
        },
        {
          image: img('gallery-facade.webp'),
          subtitle: 'Facades',
          title: 'Forty floors of glass',
          description: 'Our gondola team cleans the Harbour Row Tower facade four times a year, one drop at a time.',
        },
        {
          image: img('gallery-night-patrol.webp'),
          subtitle: 'Security',
          title: 'The night shift',
          description: 'Officers patrol, lock up and check every fire door, with the control room watching their back.',
        },
        {
          image: img('gallery-reception.webp'),
          subtitle: 'Hospitality',
          title: 'A warm welcome',
          description: "Hosts from our academy greet 3,000 visitors a day across our clients' receptions.",
        },
        {
          image: img('gallery-rooftop.webp'),
          subtitle: 'Maintenance',
          title: 'Rooftop plant rooms',
          description: 'Planned servicing keeps chillers and air handlers efficient, and tenants comfortable all summer.',
        },
        {
          image: img('gallery-courtyard.webp'),
          subtitle: 'Grounds',
          title: 'Campus courtyard',
          description: 'Stripes on the lawn, colour in the borders and not a leaf on the path at Eastmere University.',
        },
        {
          image: img('gallery-event-hall.webp'),
          subtitle: 'Events',
          title: 'Gala dinner for 400',
          description: 'Set-up, service and breakdown of the Grand Meridian ballroom, turned around in a single night.',
        },
        {
          image: img('gallery-control-room.webp'),
          subtitle: 'Control room',
          title: 'Eyes on every site',
          description: 'Our 24/7 control room monitors alarms, cameras and lone workers for more than 90 client sites.',
        },
        {
          image: img('gallery-academy.webp'),
          subtitle: 'Academy',
          title: 'Learning the standard',
          description:
            'Every new colleague spends their first week in the classroom and on a training floor before going on site.',
        },
        {
          image: img('gallery-crew.webp'),
          subtitle: 'Our people',
          title: 'One crew, five skills',
          description: 'Cleaning, security, hospitality, engineering and grounds teams meet at the morning briefing.',
        },
        {
          image: img('gallery-office.webp'),
          subtitle: 'Workplaces',
          title: 'Ready by eight',
          description: 'Desks wiped, kitchens stocked and meeting rooms set before the first employee badges in.',
        },
      ],
    },
    projects: {
      title: 'Our Projects',
      subheading: 'A few of the buildings we look after, and what we do for each of them.',
      bgColor: BRAND.white,
      textColor: BRAND.navy,
      buttonText: 'View Project',
      buttonLink: '/contact',
      items: [
        {
          id: 1,
          title: 'Harbour Row Tower',
          description:
            'Integrated facility management for a 40-storey office tower with 3,500 occupants: cleaning, reception, security, facade access and a resident engineering team, all run from one on-site office.',
          imageUrl: img('project-harbour-row-tower.webp'),
          link: '/services/cleaning-housekeeping',
        },
        {
          id: 2,
          title: 'Larkhaven General Hospital',
          description:
            "Infection-control cleaning of wards, theatres and outpatient areas around the clock, with rapid-response teams that turn a discharged patient's room around in under 45 minutes.",
          imageUrl: img('project-larkhaven-general.webp'),
          link: '/services/cleaning-housekeeping',
        },
        {
          id: 3,
          title: 'Quayside Shopping Centre',
          description:
            'Customer-service security, CCTV monitoring and car-park patrols for 180 shops and eight million visitors a year, together with atrium cleaning and washroom care.',
          imageUrl: img('project-quayside-centre.webp'),
          link: '/services/security-fire-safety',
        },
        {
          id: 4,
          title: 'Eastmere University',
          description:
            'Grounds maintenance for a 60-hectare campus, from the historic quad to the sports fields, plus planned maintenance of the heating and ventilation in 34 buildings.',
          imageUrl: img('project-eastmere-university.webp'),
          link: '/services/landscaping-grounds',
        },
        {
          id: 5,
          title: 'Grand Meridian Hotel',
          description:
            'Front of house, concierge and banqueting staff for a 220-room hotel and its ballroom, including evening events for up to 400 guests and a white-glove housekeeping team.',
          imageUrl: img('project-grand-meridian-hotel.webp'),
          link: '/services/hospitality-front-of-house',
        },
        {
          id: 6,
          title: 'Port Wren Ferry Terminal',
          description:
            'Terminal cleaning between sailings, passenger-hall security and baggage-area patrols for two million travellers a year, run from our new Port Wren office on Quayside Wharf.',
          imageUrl: img('project-port-wren-terminal.webp'),
          link: '/services/security-fire-safety',
        },
      ],
    },
  };
}
