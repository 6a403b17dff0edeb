// What a rendered page shows that the checks read: its title and description, its headings in
// order, its images with their alternative text, and its links (noting those of the navbar). Read
// with htmlparser2 from the page as the server renders it for visitors.
import { Parser } from 'htmlparser2';

export interface PageMarkup {
  /** The <title>'s text, or null without one. */
  title: string | null;
  /** The description meta tag's content, or null without one. */
  description: string | null;
  headings: { level: number; text: string }[];
  images: { src: string; alt: string | null }[];
  links: { href: string; text: string; inNavbar: boolean }[];
}

const HEADING = /^h([1-6])$/;

/** The parts of `html` the checks read; text is trimmed with runs of white space made one space. */
export function readPageMarkup(html: string): PageMarkup {
  const markup: PageMarkup = { title: null, description: null, headings: [], images: [], links: [] };
  const open: { name: string; text: string; href?: string }[] = [];
  /** How many <nav> or <header> elements the parser is inside. */
  let navbarDepth = 0;
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'nav' || name === 'header') navbarDepth += 1;
        if (name === 'meta' && attributes.name?.toLowerCase() === 'description') markup.description = attributes.content ?? '';
        if (name === 'img') markup.images.push({ src: attributes.src ?? '', alt: attributes.alt ?? null });
        if (name === 'title' || HEADING.test(name) || (name === 'a' && attributes.href !== undefined)) {
          open.push({ name, text: '', ...(name === 'a' ? { href: attributes.href } : {}) });
        }
      },
      ontext(text) {
        for (const element of open) element.text += text;
      },
      onclosetag(name) {
        if (name === 'nav' || name === 'header') navbarDepth = Math.max(0, navbarDepth - 1);
        const index = open.findLastIndex((element) => element.name === name);
        if (index < 0) return;
        const [element] = open.splice(index, 1);
        if (!element) return;
        if (name === 'title') markup.title = clean(element.text);
        else if (name === 'a')
          markup.links.push({ href: element.href ?? '', text: clean(element.text), inNavbar: navbarDepth > 0 });
        else markup.headings.push({ level: Number(HEADING.exec(name)![1]), text: clean(element.text) });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return markup;
}
