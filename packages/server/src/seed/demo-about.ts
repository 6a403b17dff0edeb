// Demo about area: company profile, the chairman's message, mission and story, the leadership team
// the FAQ and a page of free text (the commitments, in rich text).
import { BRAND, COMPANY } from './demo-company.js';
import type { DemoSectionsOf } from './demo-content.js';
import type { ImageUrls } from './demo-images.js';

type About = DemoSectionsOf<'about'>;
type Inline = { type: 'text'; text: string; marks?: { type: 'bold' }[] };

const text = (value: string): Inline => ({ type: 'text', text: value });
const bold = (value: string): Inline => ({ type: 'text', text: value, marks: [{ type: 'bold' }] });
const paragraph = (...content: object[]) => ({ type: 'paragraph' as const, content });
const item = (...content: Inline[]) => ({ type: 'listItem' as const, content: [paragraph(...content)] });

const CHAIRMAN_MESSAGE = [
  `Welcome to ${COMPANY.name}. When we started in ${COMPANY.founded} we were eleven people, two vans and one contract to clean a bank branch on Harbour Row. That branch is still our client, and the promise we made to it then is the one we make to every client today: we look after your building as if our own name were on the door.`,
  'Facility services are often invisible when they are done well. The floor is clean before the first employee arrives, the lifts work, the reception desk greets a visitor by name and the car park is safe at midnight. Behind that calm are 1,800 people who take pride in details, and I am grateful to each of them.',
  'We invest in those people first. Every new colleague trains in our academy, every supervisor has come up through the ranks, and we pay above the living wage because good service cannot be built on high turnover.',
  `As part of ${COMPANY.group}, and alongside our sister company ${COMPANY.sister}, we can offer our clients one partner for everything from a single office to a whole campus. Thank you for your trust; we look forward to earning it every day.`,
].join('\n\n');

export function demoAbout(img: ImageUrls): About {
  return {
    about1: {
      title: `${COMPANY.short} is ${COMPANY.city}'s one-stop partner for facility services`,
      description: [
        `For more than 25 years, ${COMPANY.name} has cleaned, secured, staffed and maintained the buildings where ${COMPANY.city} works, heals, learns and shops. Today our 1,800 team members look after 140 sites, from a single branch office to a 40-storey tower.`,
        'We combine the reach of a large company with the care of a local one: every client has a named account manager, every site a written standard, and every request a reference number and a person who follows it through.',
      ].join('\n\n'),
      image1: img('about-headquarters.webp'),
      image2: img('about-crew.webp'),
      buttonLabel: 'Contact Us',
      buttonLink: '/contact',
      bgColor: BRAND.white,
      textColor: BRAND.ink,
    },
    message: {
      heading: "From the Chairman's desk",
      subheading: 'Jonathan Avery, Chairman',
      description: CHAIRMAN_MESSAGE,
      image: img('chairman.jpg'),
      bgColor: BRAND.sand,
      textColor: BRAND.ink,
    },
    about2: {
      title: 'Mission, Vision and Our Story',
      description: `What began in ${COMPANY.founded} as a small cleaning company on Harbour Row grew, one recommendation at a time, into an integrated facility-services provider with offices in ${COMPANY.city}, Eastmere and Port Wren. We added security in 2004, hospitality in 2009 and technical maintenance when ${COMPANY.sister} joined the group in 2015.`,
      stats: [
        {
          title: 'Mission',
          description: 'To keep the buildings our clients depend on clean, safe and welcoming, every hour of every day.',
        },
        {
          title: 'Vision',
          description:
            'To be the most trusted facility partner on the coast, known for the people we train and the standards we keep.',
        },
        {
          title: 'Values',
          description: 'Care in the details, honesty in reporting, and respect for everyone who walks through the door.',
        },
        { title: 'Promise', description: 'One contract, one contact and a reply to every request within one working day.' },
      ],
      buttonLabel: 'See our projects',
      buttonLink: '/projects',
      imageUrl: img('about-story.webp'),
      bgColor: BRAND.mint,
      textColor: BRAND.navy,
    },
    team: {
      bgColor: BRAND.white,
      textColor: BRAND.ink,
      teamInfo: {
        headings: {
          title: 'Meet the leadership team',
          subheading:
            'Each of our directors has spent years on site before taking the lead, and each of them is one phone call away from our clients.',
        },
        members: [
          {
            id: 'eleanor-whitcombe',
            name: 'Eleanor Whitcombe',
            position: 'Managing Director',
            imageUrl: img('team-eleanor-whitcombe.jpg'),
          },
          { id: 'samuel-osei', name: 'Samuel Osei', position: 'Director of Operations', imageUrl: img('team-samuel-osei.jpg') },
          { id: 'priya-raman', name: 'Priya Raman', position: 'Head of Security & Risk', imageUrl: img('team-priya-raman.jpg') },
          {
            id: 'mateo-alvarez',
            name: 'Mateo Alvarez',
            position: 'Head of Technical Services',
            imageUrl: img('team-mateo-alvarez.jpg'),
          },
          {
            id: 'hannah-lindqvist',
            name: 'Hannah Lindqvist',
            position: 'Hospitality Services Manager',
            imageUrl: img('team-hannah-lindqvist.jpg'),
          },
          {
            id: 'daniel-cho',
            name: 'Daniel Cho',
            position: 'Quality, Health & Safety Lead',
            imageUrl: img('team-daniel-cho.jpg'),
          },
          { id: 'grace-mensah', name: 'Grace Mensah', position: 'Finance Director', imageUrl: img('team-grace-mensah.jpg') },
          {
            id: 'tomasz-nowak',
            name: 'Tomasz Nowak',
            position: 'Head of Cleaning Services',
            imageUrl: img('team-tomasz-nowak.jpg'),
          },
        ],
      },
    },
    faq: {
      title: 'Frequently Asked Questions',
      subtitle: 'The questions facility managers ask us most often. Anything else? Our team is happy to help.',
      bgColor: BRAND.mint,
      textColor: BRAND.navy,
      faqBgColor: BRAND.white,
      faqTextColor: BRAND.ink,
      faqs: [
        {
          question: 'Which services can I buy from you?',
          answer:
            'Cleaning and housekeeping, security and fire life safety, hospitality and front of house, technical maintenance, and landscaping. You can take one service or combine several under a single integrated contract.',
        },
        {
          question: 'How quickly can you start on a new site?',
          answer:
            'A single-service contract usually starts within two weeks of signing. Larger integrated contracts follow a 30 to 60 day mobilisation plan, including the transfer of existing staff where that applies.',
        },
        {
          question: 'Are your staff employed by you or by agencies?',
          answer:
            'Our people are employed directly by Brightwell, vetted, trained in our academy and paid above the living wage. We use no agency staff for regular shifts.',
        },
        {
          question: 'How do you measure the quality of your work?',
          answer:
            'Supervisors audit every site against its written standard at least monthly. You receive the scores, response times and open requests in one monthly report, and can see them live in the client portal.',
        },
        {
          question: 'What happens in an emergency outside office hours?',
          answer: `Call our 24/7 helpdesk on ${COMPANY.helpdesk}. The control room dispatches the nearest mobile team, and technical emergencies get an engineer on site within four hours.`,
        },
        {
          question: 'Do you use environmentally friendly products?',
          answer:
            'Yes. We use eco-certified chemicals, microfibre and water-saving equipment by default, run electric vans in the city centre, and segregate waste on every site we manage.',
        },
        {
          question: 'Are you insured and certified?',
          answer:
            'We hold ISO 9001, ISO 14001 and ISO 45001 certification, our security officers are licensed, and we carry public and employer liability insurance of up to 10 million.',
        },
      ],
    },
    richText: {
      heading: 'Our commitments',
      bgColor: BRAND.sand,
      textColor: BRAND.ink,
      body: {
        type: 'doc',
        content: [
          paragraph(text('Every contract we sign carries the same four promises, whatever its size:')),
          {
            type: 'bulletList',
            content: [
              item(bold('Directly employed people'), text(', trained in our academy and paid above the living wage.')),
              item(bold('One monthly report'), text(' with audit scores, response times and open requests.')),
              item(bold('A 24/7 helpdesk'), text(` on ${COMPANY.helpdesk}, with an engineer on site within four hours.`)),
              item(bold('Greener by default'), text(': eco-certified products, electric vans and waste segregation.')),
            ],
          },
          paragraph(
            text('Want to see how this works on a site like yours? '),
            { type: 'text', text: 'Get in touch', marks: [{ type: 'link', attrs: { href: '/contact' } }] },
            text(' and we will show you '),
            { type: 'text', text: 'a real monthly report', marks: [{ type: 'italic' }] },
            text('.'),
          ),
        ],
      },
    },
  };
}
