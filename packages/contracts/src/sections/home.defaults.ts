// The home sections: the default documents (what a section shows before it is first saved). Plain values
// without zod, so the public pages can import them without the schemas (the admin bundle has those).
import type { Associates, Cards, Carousel, FeaturedVideo, GridCards, Hero, HomeContact, HomeServices, Location, News, OurClients, Statistics, WhyUs } from './home.js';

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

/** Empty by default: the home page shows the video only when it has one (decisions §3). */
export const featuredVideoDefault: FeaturedVideo = {
  title: '',
  description: '',
  button1: { text: '', link: '' },
  button2: { text: '', link: '' },
  videoSrc: '',
  colors: { bgColor: '#ffffff', textColor: '#000000' },
};
