// The thirteen sections of the home page, in the order the page shows them (featured video last).
import { z } from 'zod';
import { colour, email, embedUrl, imageUrl, link, list, longText, text } from '../fields.js';

export const carouselSchema = z.strictObject({ images: list(imageUrl()) });
export type Carousel = z.infer<typeof carouselSchema>;

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

export const whyUsSchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  divider: imageUrl(),
  features: list(z.strictObject({ iconUrl: imageUrl(), title: text(), description: longText() })),
});
export type WhyUs = z.infer<typeof whyUsSchema>;

export const clientSchema = z.strictObject({ logo: imageUrl(), link: link() });
export const ourClientsSchema = z.strictObject({
  title: text(),
  bgColor: colour(),
  textColor: colour(),
  clients: list(clientSchema),
});
export type OurClients = z.infer<typeof ourClientsSchema>;

/** Associates is the clients strip's shape plus the divider the public spec gives it. */
export const associatesSchema = ourClientsSchema.extend({ divider: imageUrl() });
export type Associates = z.infer<typeof associatesSchema>;

export const newsSchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  news: list(z.strictObject({ image: imageUrl(), title: text(), description: longText(), action: text() })),
});
export type News = z.infer<typeof newsSchema>;

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
