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
  { key: 'carousel' },
  { key: 'hero' },
  { key: 'cards' },
  { key: 'homeServices' },
  { key: 'statistics' },
  { key: 'gridCards' },
  // Only with a video, and one the embed rule accepts: without one there is nothing to show.
  { key: 'featuredVideo', shows: (video: FeaturedVideo) => safeEmbedUrl(video.videoSrc) !== undefined },
  { key: 'whyUs' },
  { key: 'ourClients' },
  { key: 'news' },
  { key: 'associates' },
  { key: 'homeContact' },
  { key: 'location' },
] as const;

export const carouselDefault: Carousel = { images: [] };

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

export const statisticsDefault: Statistics = {
  heading: 'Trust the Numbers',
  subtitle: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  numbersBgColor: '#f3f6f8',
  numbersTextColor: '#000000',
  stats: [],
};

export const gridCardDefaults = { flipBgColor: '#ffffff', flipTextColor: '#333333' } as const;

export const gridCardsDefault: GridCards = {
  title: '',
  subtitle: '',
  bgColor: '#f3f6f8',
  textColor: '#000000',
  gridCards: [],
};

export const whyUsDefault: WhyUs = {
  title: 'Why Choose Us?',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#ffffff',
  divider: '',
  features: [],
};

export const ourClientsDefault: OurClients = {
  title: 'Our Valued Clients',
  bgColor: '#f3f6f8',
  textColor: '#000000',
  clients: [],
};

export const associatesDefault: Associates = {
  title: 'Business Concerns And Associates',
  bgColor: '#e5e9eb',
  textColor: '#000000',
  divider: '',
  clients: [],
};

export const newsDefault: News = {
  title: 'Our latest News',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#ffffff',
  news: [],
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
