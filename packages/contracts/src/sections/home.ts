// The home page's sections: their schemas, and how each is stored and edited. home.page.ts has the
// order the page shows them in and their defaults.
import { z } from 'zod';
import { colour, email, embedUrl, imageUrl, link, list, longText, text } from '../fields.js';
import { IMAGE_UPLOAD_FAILED, LOGO_UPLOAD_FAILED, sectionFacts, type SectionFacts } from '../section-facts.js';
import {
  associatesBlockDefault,
  associatesDefault,
  cardsBlockDefault,
  cardsDefault,
  carouselBlockDefault,
  carouselDefault,
  featuredVideoDefault,
  gridCardDefaults,
  gridCardsBlockDefault,
  gridCardsDefault,
  heroBlockDefault,
  heroDefault,
  homeContactDefault,
  homeServicesBlockDefault,
  homeServicesDefault,
  locationDefault,
  newsBlockDefault,
  newsDefault,
  ourClientsBlockDefault,
  ourClientsDefault,
  statisticsBlockDefault,
  statisticsDefault,
  whyUsBlockDefault,
  whyUsDefault,
  type HOME_PAGE,
} from './home.page.js';

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

/** Associates is the clients strip's shape plus a divider above it. */
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

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Why Us saves only with its title, subtitle and every feature's title and description. */
function whyUsComplete(v: Record<string, unknown>): string | null {
  const features = Array.isArray(v.features) ? (v.features as Record<string, unknown>[]) : [];
  const complete = filled(v.title) && filled(v.subtitle) && features.every((f) => filled(f.title) && filled(f.description));
  return complete ? null : 'Please fill all the required fields.';
}

export const HOME_SECTIONS = {
  carousel: sectionFacts({
    schema: carouselSchema,
    defaults: carouselDefault,
    blockDefaults: carouselBlockDefault,
    blockPictures: ['images.*'],
    editor: {
      success: 'Carousel updated successfully!',
      failure: 'Failed to update carousel',
      category: 'carousel',
      uploadFailure: IMAGE_UPLOAD_FAILED,
      lists: { images: { itemLabel: 'Image' } },
    },
  }),
  hero: sectionFacts({
    schema: heroSchema,
    defaults: heroDefault,
    blockDefaults: heroBlockDefault,
    blockPictures: ['image1'],
    editor: { success: 'Hero Updated Successfully', category: 'hero' },
  }),
  cards: sectionFacts({
    schema: cardsSchema,
    defaults: cardsDefault,
    blockDefaults: cardsBlockDefault,
    blockPictures: ['cards.*.imageSrc'],
    editor: {
      success: 'Cards updated successfully!',
      category: 'cards',
      uploadFailure: IMAGE_UPLOAD_FAILED,
      lists: { cards: { itemLabel: 'Card' } },
    },
  }),
  homeServices: sectionFacts({
    schema: homeServicesSchema,
    defaults: homeServicesDefault,
    blockDefaults: homeServicesBlockDefault,
    editor: {
      success: 'Services updated successfully!',
      category: 'services',
      lists: { services: { itemLabel: 'Service', addLabel: 'Add Service', requires: ['title', 'description'] } },
    },
  }),
  statistics: sectionFacts({
    schema: statisticsSchema,
    defaults: statisticsDefault,
    blockDefaults: statisticsBlockDefault,
    editor: {
      success: 'Statistics data updated successfully!',
      category: 'statistics',
      lists: { stats: { itemLabel: 'Statistic' } },
    },
  }),
  gridCards: sectionFacts({
    schema: gridCardsSchema,
    defaults: gridCardsDefault,
    blockDefaults: gridCardsBlockDefault,
    blockPictures: ['gridCards.*.image'],
    editor: {
      success: 'Changes saved successfully',
      failure: 'Failed to save changes. Please try again.',
      category: 'grid-cards',
      lists: {
        gridCards: { itemLabel: 'Card', newItem: () => ({ image: '', title: '', description: '', ...gridCardDefaults }) },
      },
    },
  }),
  featuredVideo: sectionFacts({
    schema: featuredVideoSchema,
    defaults: featuredVideoDefault,
    editor: {
      success: 'Featured Video updated successfully!',
      failure: 'Failed to update featured video.',
      category: 'featured-video',
      labels: { button1: 'First button', button2: 'Second button' },
    },
  }),
  whyUs: sectionFacts({
    schema: whyUsSchema,
    defaults: whyUsDefault,
    blockDefaults: whyUsBlockDefault,
    editor: {
      success: 'Data successfully updated',
      failure: 'Error updating the data. Please try again.',
      category: 'why-us',
      lists: { features: { itemLabel: 'Feature' } },
      validate: whyUsComplete,
    },
  }),
  ourClients: sectionFacts({
    schema: ourClientsSchema,
    defaults: ourClientsDefault,
    blockDefaults: ourClientsBlockDefault,
    blockPictures: ['clients.*.logo'],
    editor: {
      success: 'Clients updated successfully!',
      category: 'clients',
      uploadFailure: LOGO_UPLOAD_FAILED,
      lists: { clients: { itemLabel: 'Client' } },
    },
  }),
  news: sectionFacts({
    schema: newsSchema,
    defaults: newsDefault,
    blockDefaults: newsBlockDefault,
    blockPictures: ['news.*.image'],
    editor: {
      success: 'News updated successfully!',
      failure: 'Failed to update news.',
      category: 'news',
      lists: { news: { itemLabel: 'Article' } },
    },
  }),
  associates: sectionFacts({
    schema: associatesSchema,
    defaults: associatesDefault,
    blockDefaults: associatesBlockDefault,
    blockPictures: ['clients.*.logo'],
    editor: {
      success: 'Associates updated successfully!',
      category: 'associates',
      uploadFailure: LOGO_UPLOAD_FAILED,
      lists: { clients: { itemLabel: 'Associate' } },
      labels: { clients: 'Associates' },
    },
  }),
  homeContact: sectionFacts({
    schema: homeContactSchema,
    defaults: homeContactDefault,
    editor: {
      success: 'Data updated successfully',
      category: 'contact',
      labels: {
        card1: 'First card',
        card2: 'Second card',
        divsBgColor: 'Card background colour',
        divsTextColor: 'Card text colour',
      },
    },
  }),
  location: sectionFacts({
    schema: locationSchema,
    defaults: locationDefault,
    editor: {
      success: 'Location section updated successfully!',
      failure: 'Failed to update location section.',
      category: 'location',
    },
  }),
} satisfies { [K in (typeof HOME_PAGE)[number]['key']]: SectionFacts };
