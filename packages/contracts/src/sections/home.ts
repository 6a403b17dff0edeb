// The thirteen sections of the home page, in the order the page shows them (featured video last).
import { z } from 'zod';
import { colour, email, embedUrl, imageUrl, link, list, longText, text } from '../fields.js';

export const carouselSchema = z.strictObject({ images: list(imageUrl()) });
export type Carousel = z.infer<typeof carouselSchema>;
export const carouselDefault: Carousel = { images: [] };

export const heroSchema = z.strictObject({
  title: text(),
  description: longText(),
  bgColor: colour(),
  textColor: colour(),
  divider: imageUrl(),
  image1: imageUrl(),
  image2: imageUrl(),
  altText1: text(),
  altText2: text(),
  contactLink: link(),
  contactText: text(),
  ctaLink: link(),
  ctaText: text(),
});
export type Hero = z.infer<typeof heroSchema>;
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

export const imageCardSchema = z.strictObject({
  imageSrc: imageUrl(),
  title: text(),
  additionalDetails: longText(),
});
export const cardsSchema = z.strictObject({
  divider: imageUrl(),
  bgColor: colour(),
  textColor: colour(),
  heading: text(),
  overlayColor: colour(),
  overlayTextColor: colour(),
  cards: list(imageCardSchema),
});
export type Cards = z.infer<typeof cardsSchema>;
export const cardsDefault: Cards = {
  divider: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  heading: 'What you need is what you get',
  overlayColor: 'rgba(0, 0, 0, 0.55)',
  overlayTextColor: '#ffffff',
  cards: [],
};

export const homeServicesSchema = z.strictObject({
  bgColor: colour(),
  textColor: colour(),
  cardBgColor: colour(),
  cardTextColor: colour(),
  iconColor: colour(),
  title: text(),
  description: longText(),
  services: list(z.strictObject({ title: text(), description: longText() })),
});
export type HomeServices = z.infer<typeof homeServicesSchema>;
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

export const statisticsSchema = z.strictObject({
  heading: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  numbersBgColor: colour(),
  numbersTextColor: colour(),
  stats: list(z.strictObject({ value: text(), label: text() })),
});
export type Statistics = z.infer<typeof statisticsSchema>;
export const statisticsDefault: Statistics = {
  heading: 'Trust the Numbers',
  subtitle: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  numbersBgColor: '#f3f6f8',
  numbersTextColor: '#000000',
  stats: [],
};

export const gridCardSchema = z.strictObject({
  image: imageUrl(),
  title: text(),
  description: longText(),
  flipBgColor: colour(),
  flipTextColor: colour(),
});
export const gridCardsSchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  gridCards: list(gridCardSchema),
});
export type GridCards = z.infer<typeof gridCardsSchema>;
export const gridCardDefaults = { flipBgColor: '#ffffff', flipTextColor: '#333333' } as const;
export const gridCardsDefault: GridCards = {
  title: '',
  subtitle: '',
  bgColor: '#f3f6f8',
  textColor: '#000000',
  gridCards: [],
};

export const whyUsSchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  divider: imageUrl(),
  features: list(z.strictObject({ iconUrl: imageUrl(), title: text(), description: longText() })),
});
export type WhyUs = z.infer<typeof whyUsSchema>;
export const whyUsDefault: WhyUs = {
  title: 'Why Choose Us?',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#ffffff',
  divider: '',
  features: [],
};

export const clientSchema = z.strictObject({ logo: imageUrl(), link: link() });
export const ourClientsSchema = z.strictObject({
  title: text(),
  bgColor: colour(),
  textColor: colour(),
  clients: list(clientSchema),
});
export type OurClients = z.infer<typeof ourClientsSchema>;
export const ourClientsDefault: OurClients = {
  title: 'Our Valued Clients',
  bgColor: '#f3f6f8',
  textColor: '#000000',
  clients: [],
};

/** Associates is the clients strip's shape plus the divider the public spec gives it. */
export const associatesSchema = ourClientsSchema.extend({ divider: imageUrl() });
export type Associates = z.infer<typeof associatesSchema>;
export const associatesDefault: Associates = {
  title: 'Business Concerns And Associates',
  bgColor: '#e5e9eb',
  textColor: '#000000',
  divider: '',
  clients: [],
};

export const newsSchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  news: list(z.strictObject({ image: imageUrl(), title: text(), description: longText(), action: text() })),
});
export type News = z.infer<typeof newsSchema>;
export const newsDefault: News = {
  title: 'Our latest News',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#ffffff',
  news: [],
};

export const contactCardSchema = z.strictObject({ icon: imageUrl(), title: text(), description: longText() });
export const homeContactSchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  divsBgColor: colour(),
  divsTextColor: colour(),
  card1: contactCardSchema,
  card2: contactCardSchema,
});
export type HomeContact = z.infer<typeof homeContactSchema>;
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

export const locationSchema = z.strictObject({
  title: text(),
  subtitle: text(),
  description: longText(),
  address: text(),
  phone: text(),
  email: email(),
  workingHours: text(),
  mapSrc: embedUrl(),
  bgColor: colour(),
  textColor: colour(),
});
export type Location = z.infer<typeof locationSchema>;
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

const buttonSchema = z.strictObject({ text: text(), link: link() });
export const featuredVideoSchema = z.strictObject({
  title: text(),
  description: longText(),
  button1: buttonSchema,
  button2: buttonSchema,
  videoSrc: embedUrl(),
  colors: z.strictObject({ bgColor: colour(), textColor: colour() }),
});
export type FeaturedVideo = z.infer<typeof featuredVideoSchema>;
/** Empty by default: the home page shows the video only when it has one (decisions §3). */
export const featuredVideoDefault: FeaturedVideo = {
  title: '',
  description: '',
  button1: { text: '', link: '' },
  button2: { text: '', link: '' },
  videoSrc: '',
  colors: { bgColor: '#ffffff', textColor: '#000000' },
};
