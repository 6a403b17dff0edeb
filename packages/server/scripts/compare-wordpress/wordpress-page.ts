// The demo home page as one WordPress page in block markup (what its block editor saves): the same
// texts and photos as the site's home page, from the demo content itself, for the comparison with
// WordPress (bench-wordpress.ts). Each photo is a core image block naming its media library item
// (`wp-image-N`), so WordPress adds its own srcset, sizes and lazy loading as it does for any page.
import type { DemoSectionsOf } from '../../src/seed/demo-content.js';
import { demoHomeTop } from '../../src/seed/demo-home.js';
import { demoHomeBottom } from '../../src/seed/demo-home-more.js';
import type { DemoImage } from '../../src/seed/demo-images.js';

/** The home page's sections that the WordPress page carries: its texts and photos, not its logos. */
export type HomeSections = Pick<
  DemoSectionsOf<'home'>,
  'carousel' | 'hero' | 'cards' | 'homeServices' | 'statistics' | 'gridCards' | 'featuredVideo' | 'whyUs' | 'news'
>;

/** A photo in WordPress's media library, as its REST API answers an upload. */
export interface WordPressMedia {
  id: number;
  url: string;
}

/** The demo home page's sections, each image field holding the demo image's file name. */
export function demoHomeSections(): HomeSections {
  const img = (name: DemoImage) => name;
  const { carousel, hero, cards, homeServices, statistics, gridCards, featuredVideo } = demoHomeTop(img);
  const { whyUs, news } = demoHomeBottom(img);
  return { carousel, hero, cards, homeServices, statistics, gridCards, featuredVideo, whyUs, news };
}

/** The demo photos the page shows, each once, in the order they appear. */
export function photosOf(s: HomeSections): string[] {
  return [
    ...new Set([
      ...s.carousel.images,
      s.hero.image1,
      s.hero.image2,
      ...s.cards.cards.map((c) => c.imageSrc),
      ...s.gridCards.gridCards.map((c) => c.image),
      ...s.news.news.map((n) => n.image),
    ]),
  ].filter((name): name is string => Boolean(name));
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const block = (name: string, html: string, attributes?: object) =>
  `<!-- wp:${name}${attributes ? ` ${JSON.stringify(attributes)}` : ''} -->\n${html}\n<!-- /wp:${name} -->`;

const heading = (text: string, level = 2) =>
  block('heading', `<h${level}>${escape(text)}</h${level}>`, level === 2 ? undefined : { level });
const paragraph = (text: string) => block('paragraph', `<p>${escape(text)}</p>`);

function image(media: WordPressMedia, alt = ''): string {
  return block(
    'image',
    `<figure class="wp-block-image size-large"><img src="${escape(media.url)}" alt="${escape(alt)}" class="wp-image-${media.id}"/></figure>`,
    { id: media.id, sizeSlug: 'large', linkDestination: 'none' },
  );
}

function columns(cells: string[][]): string {
  const column = (content: string[]) => block('column', `<div class="wp-block-column">\n${content.join('\n')}\n</div>`);
  return block('columns', `<div class="wp-block-columns">\n${cells.map(column).join('\n')}\n</div>`);
}

function buttons(links: { text: string; link: string }[]): string {
  const button = (b: { text: string; link: string }) =>
    block(
      'button',
      `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${escape(b.link)}">${escape(b.text)}</a></div>`,
    );
  return block('buttons', `<div class="wp-block-buttons">\n${links.map(button).join('\n')}\n</div>`);
}

function gallery(photos: WordPressMedia[]): string {
  return block(
    'gallery',
    `<figure class="wp-block-gallery has-nested-images columns-default is-cropped">\n${photos.map((p) => image(p)).join('\n')}\n</figure>`,
    { linkTo: 'none' },
  );
}

/** Rows of at most `size` cells: WordPress's columns stack on a phone and sit side by side above. */
const rows = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * The page's block markup. `media` maps each name of `photosOf(sections)` to its uploaded item;
 * a name missing from it is an error, so the page never shows fewer photos than the home page.
 */
export function homePageBlocks(s: HomeSections, media: ReadonlyMap<string, WordPressMedia>): string {
  const photo = (name: string | undefined) => {
    const found = name ? media.get(name) : undefined;
    if (!found) throw new Error(`The photo ${name ?? '(none)'} was not uploaded to WordPress.`);
    return found;
  };
  return [
    gallery(s.carousel.images.map(photo)),
    heading(s.hero.title ?? '', 1),
    paragraph(s.hero.description ?? ''),
    buttons([
      { text: s.hero.contactText ?? '', link: s.hero.contactLink ?? '#' },
      { text: s.hero.ctaText ?? '', link: s.hero.ctaLink ?? '#' },
    ]),
    columns([[image(photo(s.hero.image1), s.hero.altText1)], [image(photo(s.hero.image2), s.hero.altText2)]]),
    heading(s.cards.heading ?? ''),
    ...rows(s.cards.cards, 4).map((row) =>
      columns(row.map((c) => [image(photo(c.imageSrc)), heading(c.title ?? '', 3), paragraph(c.additionalDetails ?? '')])),
    ),
    heading(s.homeServices.title ?? ''),
    paragraph(s.homeServices.description ?? ''),
    ...rows(s.homeServices.services, 3).map((row) =>
      columns(row.map((x) => [heading(x.title ?? '', 3), paragraph(x.description ?? '')])),
    ),
    heading(s.statistics.heading ?? ''),
    paragraph(s.statistics.subtitle ?? ''),
    ...rows(s.statistics.stats, 3).map((row) => columns(row.map((x) => [heading(x.value ?? '', 3), paragraph(x.label ?? '')]))),
    heading(s.gridCards.title ?? ''),
    paragraph(s.gridCards.subtitle ?? ''),
    ...rows(s.gridCards.gridCards, 3).map((row) =>
      columns(row.map((c) => [image(photo(c.image)), heading(c.title ?? '', 3), paragraph(c.description ?? '')])),
    ),
    heading(s.featuredVideo.title ?? ''),
    paragraph(s.featuredVideo.description ?? ''),
    buttons(
      [s.featuredVideo.button1, s.featuredVideo.button2].flatMap((b) => (b?.text ? [{ text: b.text, link: b.link ?? '#' }] : [])),
    ),
    heading(s.whyUs.title ?? ''),
    paragraph(s.whyUs.subtitle ?? ''),
    ...rows(s.whyUs.features, 3).map((row) =>
      columns(row.map((x) => [heading(x.title ?? '', 3), paragraph(x.description ?? '')])),
    ),
    heading(s.news.title ?? ''),
    paragraph(s.news.subtitle ?? ''),
    ...rows(s.news.news, 2).map((row) =>
      columns(row.map((n) => [image(photo(n.image)), heading(n.title ?? '', 3), paragraph(n.description ?? '')])),
    ),
  ].join('\n\n');
}
