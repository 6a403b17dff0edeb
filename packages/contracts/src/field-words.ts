// What a field is called in words. Section schemas use the original product's keys (bgColor, imgSrc,
// maplink); the words an admin reads come from here, so every editor form and every description of
// where an image is used (image-use-words.ts) names a field the same.
const WORDS: Record<string, string> = {
  bg: 'background',
  bgcolor: 'background colour',
  color: 'colour',
  colors: 'colours',
  img: 'image',
  src: 'address',
  url: 'address',
  imgsrc: 'image',
  imageurl: 'image',
  imagesrc: 'image',
  iconurl: 'icon',
  maplink: 'map link',
  mapsrc: 'map embed address',
  videosrc: 'video embed address',
  cta: 'call-to-action',
  alt: 'alt',
  divs: 'boxes',
  faq: 'FAQ',
  faqs: 'questions',
  copytext: 'copyright text',
  subheader: 'subheading',
  logo2: 'second logo',
  logo2link: 'second logo link',
  gridcards: 'cards',
  teaminfo: 'team',
  iconpath: 'icon',
  herobgcolor: 'hero background colour',
};

/** Splits camelCase and digits: "altText1" → ["alt", "text", "1"]. */
const splitKey = (key: string) =>
  key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([a-zA-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/);

/** The label for a schema key; whole-key names win over word-by-word ones. */
export function labelFor(key: string): string {
  const whole = WORDS[key.toLowerCase()];
  const words = whole ? [whole] : splitKey(key).map((w) => WORDS[w] ?? w);
  const text = words.join(' ').replace(/\s+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Turns a field name with list indexes ("cards.2.title") into its pattern ("cards.*.title"). */
export const patternOf = (name: string) => name.replace(/\.\d+(?=\.|$)/g, '.*');
