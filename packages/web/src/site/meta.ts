// Each route's <title>, description and share image, taken from its content, then the page's own
// search-engine settings over them (withPageSeo), and the tab's title from the site settings' title
// template (documentTitle). The server writes them into <head>; in the browser the layout keeps
// document.title in step on navigation.
import type { Params } from 'react-router';
import {
  applyTitleTemplate,
  pageKeyOf,
  type PageContent,
  type SectionDocuments,
  type SectionKey,
  type SiteContent,
  type SiteSettings,
} from '@site/contracts/site';
import { firstPictured } from '../sections/shared/card-grid';
import { about1Sizes, CARD_GRID_SIZES, CAROUSEL_SIZES, HALF_CONTAINER_SIZES } from '../sections/shared/imageSizes';

export interface PageMeta {
  /** The page's own title; documentTitle adds the site's name by the title template. */
  title: string;
  /** The title is the whole tab title (a page's SEO title so marked): no template. */
  titleIsComplete?: boolean;
  description: string;
  /** A share image (content image URL, site path or absolute). */
  image?: string;
  /** Pages that search engines should not list. */
  noindex?: boolean;
  /** Where the page's canonical address differs from the one asked for (/home is /). */
  canonicalPath?: string;
  /** The page's main image above the fold and the `sizes` it is drawn at, for a preload in <head>. */
  mainImage?: { src: string; sizes: string };
}

export type MetaFunction = (content: SiteContent | undefined, params: Params) => PageMeta;

export interface RouteHandle {
  meta: MetaFunction;
}

/**
 * What the browser's tab shows: the page's title in the site settings' title template ("About Us ·
 * Brightwell"), or the title alone when there is no site name. The home page's tagline too: every
 * page's tab names the site.
 */
export function documentTitle(
  meta: Pick<PageMeta, 'title' | 'titleIsComplete'>,
  settings: Pick<SiteSettings, 'title_template' | 'site_name'> | undefined,
): string {
  if (!settings) return meta.title;
  return applyTitleTemplate(settings.title_template, meta.title, settings.site_name, { complete: meta.titleIsComplete });
}

/** The key of a page's search-engine settings: its path without the leading slash, `home` for `/`. */
export function seoKeyOf(path: string): string {
  let trimmed = path.replace(/\/+$/, '') || '/';
  try {
    trimmed = decodeURIComponent(trimmed);
  } catch {
    // A malformed escape names no page: the key matches no settings.
  }
  return pageKeyOf(trimmed);
}

/**
 * A page's own search-engine settings over what its content gives: a title, description or share
 * image set there wins, and noindex adds to the page's own; the site's default share image serves a
 * page without one.
 */
export function withPageSeo(meta: PageMeta, site: PageContent['site'] | undefined, key: string): PageMeta {
  const seo = site && Object.hasOwn(site.seo, key) ? site.seo[key] : undefined;
  const title = seo?.title.trim();
  const image = seo?.image.trim() || meta.image?.trim() || site?.settings.default_image.trim();
  return {
    ...meta,
    title: title || meta.title,
    ...(title && seo?.title_is_complete ? { titleIsComplete: true } : {}),
    description: seo?.description.trim() || meta.description,
    ...(image ? { image } : {}),
    ...(meta.noindex || seo?.noindex ? { noindex: true } : {}),
  };
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'function';
}

const DESCRIPTION_MAX = 160;

/** One line of at most 160 characters, cut at a word, as search results show it. */
function summarise(...candidates: (string | undefined)[]): string {
  const text = (candidates.find((c) => c && c.trim()) ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A section of whichever page's answer this is; undefined when that page does not carry it. */
const section = <K extends SectionKey>(content: SiteContent | undefined, key: K): SectionDocuments[K] | undefined =>
  (content?.sections as Partial<SectionDocuments> | undefined)?.[key];

const mainImage = (src: string | undefined, sizes: string) => (src ? { src, sizes } : undefined);

/** About1 opens the about pages: its first picture is what a phone shows first. */
const about1Image = (about1: SectionDocuments['about1'] | undefined) =>
  about1 ? mainImage(about1.image1 || about1.image2, about1Sizes(about1)) : undefined;

/** The site settings' default description, or the page's own sentence when there is none. */
const orDefault = (content: SiteContent | undefined, sentence: string) =>
  content?.site.settings.default_description.trim() || sentence;

const pick = (...values: (string | undefined)[]) => values.find((v) => v && v.trim())?.trim() ?? '';

export const homeMeta: MetaFunction = (content) => {
  const hero = section(content, 'hero');
  const tagline = pick(hero?.title);
  return {
    // The tagline is the home page's title, in the title template like every page's; 'Home' without one.
    title: tagline || 'Home',
    description: summarise(hero?.description, orDefault(content, 'Facility services: what you need is what you get.')),
    image: pick(hero?.image1, section(content, 'carousel')?.images[0]),
    mainImage: mainImage(section(content, 'carousel')?.images.find(Boolean), CAROUSEL_SIZES),
  };
};

export const homeAliasMeta: MetaFunction = (content, params) => ({ ...homeMeta(content, params), canonicalPath: '/' });

export const aboutMeta: MetaFunction = (content) => {
  const about1 = section(content, 'about1');
  return {
    title: 'About Us',
    description: summarise(about1?.description, about1?.title, orDefault(content, 'Who we are.')),
    image: about1?.image1,
    mainImage: about1Image(about1),
  };
};

export const companyProfileMeta: MetaFunction = (content) => {
  const about1 = section(content, 'about1');
  return {
    title: pick(about1?.title, 'Company Profile'),
    description: summarise(about1?.description, orDefault(content, 'Our company profile.')),
    image: about1?.image1,
    mainImage: about1Image(about1),
  };
};

export const messageMeta: MetaFunction = (content) => {
  const message = section(content, 'message');
  return {
    title: pick(message?.heading, "Chairman's Message"),
    description: summarise(message?.description, orDefault(content, 'A message from our chairman.')),
    image: message?.image,
  };
};

export const storyMeta: MetaFunction = (content) => {
  const about2 = section(content, 'about2');
  return {
    title: pick(about2?.title, 'Mission, Vision and Story'),
    description: summarise(about2?.description, orDefault(content, 'Our mission, vision and story.')),
    image: about2?.imageUrl,
  };
};

export const teamMeta: MetaFunction = (content) => {
  const headings = section(content, 'team')?.teamInfo.headings;
  return {
    title: pick(headings?.title, 'Our Team'),
    description: summarise(headings?.subheading, orDefault(content, 'The people behind our services.')),
    image: section(content, 'team')?.teamInfo.members[0]?.imageUrl,
  };
};

export const contactMeta: MetaFunction = (content) => {
  const contact1 = section(content, 'contact1');
  return {
    title: pick(contact1?.header, 'Contact Us'),
    description: summarise(contact1?.subHeader, section(content, 'contact2')?.subtitle, orDefault(content, 'How to reach us.')),
    image: section(content, 'contact2')?.imageUrl,
    // The first office's picture, in view as the page opens (ContactTopSection marks the same one).
    mainImage: mainImage(firstPictured(contact1?.locations ?? [], (location) => location.imgSrc)?.imgSrc, CARD_GRID_SIZES),
  };
};

export const galleryMeta: MetaFunction = (content) => {
  const gallery = section(content, 'gallery');
  return {
    title: pick(gallery?.title, 'Gallery'),
    description: summarise(gallery?.subtitle, orDefault(content, 'Pictures of our work.')),
    image: gallery?.items[0]?.image,
    // The first picture, at the top of the grid (GallerySection marks the same one).
    mainImage: mainImage(firstPictured(gallery?.items ?? [], (item) => item.image)?.image, CARD_GRID_SIZES),
  };
};

export const projectsMeta: MetaFunction = (content) => {
  const projects = section(content, 'projects');
  return {
    title: pick(projects?.title, 'Our Projects'),
    description: summarise(projects?.subheading, orDefault(content, 'Projects we have delivered.')),
    image: projects?.items[0]?.imageUrl,
    // The first project's picture, at the top of the grid (ProjectsSection marks the same one).
    mainImage: mainImage(firstPictured(projects?.items ?? [], (item) => item.imageUrl)?.imageUrl, CARD_GRID_SIZES),
  };
};

/** The service list, which only the services page's answer carries. */
const servicesOf = (content: SiteContent | undefined) => (content && 'services' in content ? (content.services ?? []) : []);

export const servicesMeta: MetaFunction = (content) => {
  const titles = servicesOf(content)
    .map((s) => s.title.trim())
    .filter(Boolean);
  return {
    title: 'Our Services',
    description: summarise(
      titles.length ? `Our services: ${titles.join(', ')}.` : '',
      orDefault(content, 'The services we offer.'),
    ),
    image: servicesOf(content).find((s) => s.heroImage)?.heroImage,
  };
};

export const serviceMeta: MetaFunction = (content, params) => {
  const service = servicesOf(content).find((s) => s.slug === params.serviceSlug);
  if (!service) return { title: 'Service not found', description: 'There is no service at this address.', noindex: true };
  return {
    title: pick(service.title, 'Service'),
    description: summarise(service.tagline, service.description, service.featuresDescription, orDefault(content, '')),
    image: service.heroImage,
    mainImage: mainImage(service.heroImage, HALF_CONTAINER_SIZES),
  };
};

export const notFoundMeta: MetaFunction = () => ({
  title: 'Page not found',
  description: 'There is no page at this address.',
  noindex: true,
});

/** A custom page's head: the values its answer carries (the server decides them), summarised as every page's. */
export const customPageMeta: MetaFunction = (content, params) =>
  content?.page === 'custom'
    ? { title: content.head.title, description: summarise(content.head.description, content.title) }
    : notFoundMeta(content, params);
