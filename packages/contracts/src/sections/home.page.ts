// The home page: its sections in the order it shows them, and the document each holds before its
// first save. Plain values without zod: the public pages import them (home.ts has the schemas).
import { safeEmbedUrl } from '../addresses.js';
import type {
  Associates,
  Cards,
  Carousel,
  FeaturedVideo,
  GridCards,
  Hero,
  HomeContact,
  HomeServices,
  Location,
  News,
  OurClients,
  Statistics,
  WhyUs,
} from './home.js';

export const HOME_PAGE = [
  { key: 'carousel', path: 'home/carousel', label: 'Carousel' },
  { key: 'hero', path: 'home/hero', label: 'Hero' },
  { key: 'cards', path: 'home/cards', label: 'Cards' },
  { key: 'homeServices', path: 'home/services', label: 'Services' },
  { key: 'statistics', path: 'home/statistics', label: 'Statistics' },
  { key: 'gridCards', path: 'home/grid-cards', label: 'Grid Cards' },
  // Only with a video, and one the embed rule accepts: without one there is nothing to show.
  {
    key: 'featuredVideo',
    path: 'home/featured-video',
    label: 'Featured Video',
    shows: (video: FeaturedVideo) => safeEmbedUrl(video.videoSrc) !== undefined,
  },
  { key: 'whyUs', path: 'home/why-us', label: 'Why Us' },
  { key: 'ourClients', path: 'home/our-clients', label: 'Our Clients' },
  { key: 'news', path: 'home/news', label: 'News' },
  { key: 'associates', path: 'home/associates', label: 'Associates' },
  { key: 'homeContact', path: 'home/contact', label: 'Contact' },
  { key: 'location', path: 'home/location', label: 'Location' },
] as const;

export const carouselDefault: Carousel = { images: [] };

/** A new carousel block: three slides, given pictures from the library as it is added. */
export const carouselBlockDefault: Carousel = { images: ['', '', ''] };

export const heroDefault: Hero = {
  title: '',
  description: '',
  bgColor: '#ffffff',
  textColor: '#333333',
  divider: '',
  image1: '',
  image2: '',
  altText1: '',
  altText2: '',
  contactLink: '#contact',
  contactText: 'Contact Us',
  ctaLink: '#services',
  ctaText: 'Our Services',
};

/** A new hero block: a heading and a sentence to replace, and buttons to the site's own pages. */
export const heroBlockDefault: Hero = {
  ...heroDefault,
  title: 'A heading for this page',
  description: 'A sentence or two on what this page offers. Click the block to change the words and the picture.',
  contactLink: '/contact',
  ctaLink: '/services',
};

export const cardsDefault: Cards = {
  divider: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  heading: 'What you need is what you get',
  overlayColor: 'rgba(0, 0, 0, 0.55)',
  overlayTextColor: '#ffffff',
  cards: [],
};

/** A new cards block: three cards with a title and a line each, to replace. */
export const cardsBlockDefault: Cards = {
  ...cardsDefault,
  heading: 'Who we work for',
  cards: [
    { imageSrc: '', title: 'Offices', additionalDetails: 'A line on what you do for offices.' },
    { imageSrc: '', title: 'Healthcare', additionalDetails: 'A line on what you do for clinics and hospitals.' },
    { imageSrc: '', title: 'Retail', additionalDetails: 'A line on what you do for shops and centres.' },
  ],
};

export const homeServicesDefault: HomeServices = {
  bgColor: '#f3f6f8',
  textColor: '#000000',
  cardBgColor: '#ffffff',
  cardTextColor: '#000000',
  iconColor: '#007BFF',
  title: 'Our Services',
  description: '',
  services: [],
};

/** A new services block: three services with a sentence each, to replace. */
export const homeServicesBlockDefault: HomeServices = {
  ...homeServicesDefault,
  description: 'What we look after for our clients, every day of the year.',
  services: [
    { title: 'Cleaning', description: 'Daily and deep cleaning of offices, shops and public spaces.' },
    { title: 'Security', description: 'Trained guards, patrols and a control room open around the clock.' },
    { title: 'Maintenance', description: 'Repairs and planned upkeep, so the building keeps working.' },
  ],
};

export const statisticsDefault: Statistics = {
  heading: 'Trust the Numbers',
  subtitle: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  numbersBgColor: '#f3f6f8',
  numbersTextColor: '#000000',
  stats: [],
};

/** A new statistics block: three figures with their labels, to replace. */
export const statisticsBlockDefault: Statistics = {
  ...statisticsDefault,
  subtitle: 'A few figures that show what we do.',
  stats: [
    { value: '25+', label: 'Years of service' },
    { value: '1,200', label: 'Staff on site' },
    { value: '98%', label: 'Clients who renew' },
  ],
};

export const gridCardDefaults = { flipBgColor: '#ffffff', flipTextColor: '#333333' } as const;

export const gridCardsDefault: GridCards = {
  title: '',
  subtitle: '',
  bgColor: '#f3f6f8',
  textColor: '#000000',
  gridCards: [],
};

/** A new grid cards block: three cards whose back says more, to replace. */
export const gridCardsBlockDefault: GridCards = {
  ...gridCardsDefault,
  title: 'What we do',
  subtitle: 'Point at a card, or tap it, to read more.',
  gridCards: [
    { image: '', title: 'Cleaning', description: 'A sentence or two on this service.', ...gridCardDefaults },
    { image: '', title: 'Security', description: 'A sentence or two on this service.', ...gridCardDefaults },
    { image: '', title: 'Hospitality', description: 'A sentence or two on this service.', ...gridCardDefaults },
  ],
};

export const whyUsDefault: WhyUs = {
  title: 'Why Choose Us?',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#ffffff',
  divider: '',
  features: [],
};

/** A new Why Us block: three reasons with a sentence each, to replace. */
export const whyUsBlockDefault: WhyUs = {
  ...whyUsDefault,
  subtitle: 'What our clients tell us sets us apart.',
  features: [
    { iconUrl: '', title: 'Trained staff', description: 'Every member of the team is trained and vetted.' },
    { iconUrl: '', title: 'Always on time', description: 'We start when we say and finish when we promise.' },
    { iconUrl: '', title: 'One contact', description: 'One person answers for everything we do for you.' },
  ],
};

export const ourClientsDefault: OurClients = {
  title: 'Our Valued Clients',
  bgColor: '#f3f6f8',
  textColor: '#000000',
  clients: [],
};

/** Three logos without pictures yet: a new logo strip's (newBlock gives them pictures from the library). */
const newLogos = (): OurClients['clients'] => [1, 2, 3].map(() => ({ logo: '', link: '' }));

/** A new clients block: three logos, given pictures from the library as it is added. */
export const ourClientsBlockDefault: OurClients = {
  ...ourClientsDefault,
  clients: newLogos(),
};

export const associatesDefault: Associates = {
  title: 'Business Concerns And Associates',
  bgColor: '#e5e9eb',
  textColor: '#000000',
  divider: '',
  clients: [],
};

/** A new associates block: three logos, given pictures from the library as it is added. */
export const associatesBlockDefault: Associates = {
  ...associatesDefault,
  clients: newLogos(),
};

export const newsDefault: News = {
  title: 'Our latest News',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#ffffff',
  news: [],
};

/** A new news block: three articles with a line each, to replace. */
export const newsBlockDefault: News = {
  ...newsDefault,
  subtitle: 'What has happened here lately.',
  news: [
    { image: '', title: 'A new contract', description: 'A sentence or two on the news.', action: 'Contracts' },
    { image: '', title: 'A new office', description: 'A sentence or two on the news.', action: 'Offices' },
    { image: '', title: 'An award', description: 'A sentence or two on the news.', action: 'Awards' },
  ],
};

export const homeContactDefault: HomeContact = {
  title: "Let's Talk",
  subtitle: '',
  bgColor: '#f3f6f8',
  textColor: '#000000',
  divsBgColor: '#000000',
  divsTextColor: '#ffffff',
  card1: { icon: '', title: '', description: '' },
  card2: { icon: '', title: '', description: '' },
};

export const locationDefault: Location = {
  title: 'Our Location',
  subtitle: '',
  description: '',
  address: '',
  phone: '',
  email: '',
  workingHours: '',
  mapSrc: '',
  bgColor: '#000000',
  textColor: '#ffffff',
};

/** Empty by default: the home page shows the video only once it has one. */
export const featuredVideoDefault: FeaturedVideo = {
  title: '',
  description: '',
  button1: { text: '', link: '' },
  button2: { text: '', link: '' },
  videoSrc: '',
  colors: { bgColor: '#ffffff', textColor: '#000000' },
};
