// Each page's own stylesheet, inlined into its <head>: the parts of the public build's stylesheet
// that the page can use, from the split the web build writes (web/build/page-styles.ts). A part is
// kept when it is for every page or when the page's markup has a class of one of its CSS modules;
// the rest could match nothing on the page. An inline stylesheet needs no second round trip before
// the first paint; a page's own is two fifths (/about) to three fifths (the home page) of the whole,
// so /about and the editor-built pages now arrive in one round trip on a slow phone network. Pages
// are rendered once per content version, so choosing the parts costs a page nothing after its first
// visitor.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PAGE_STYLES_FILE, type PageStyleSheet } from '@site/contracts';

/** Chooses a page's stylesheet from its markup. */
export type PageStyles = (html: string) => string;

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The page styles of this split stylesheet. */
export function pageStyles(sheet: PageStyleSheet): PageStyles {
  return (html) => {
    const shown = new Set<number>();
    for (const [, names = ''] of html.matchAll(CLASS_ATTRIBUTE))
      for (const name of names.split(/\s+/)) {
        const module = sheet.classes[name];
        if (module !== undefined) shown.add(module);
      }
    let css = '';
    for (const part of sheet.parts) if (part.modules.length === 0 || part.modules.some((m) => shown.has(m))) css += part.css;
    return css;
  };
}

/**
 * The page styles of the build in `clientDir` for the stylesheet its template links (`stylesheet`,
 * under assets/). Refuses a split made from another stylesheet (a build half replaced) and CSS that
 * would close its <style> element.
 */
export async function loadPageStyles(clientDir: string, stylesheet: string): Promise<PageStyles> {
  const file = path.join(clientDir, PAGE_STYLES_FILE);
  const sheet = JSON.parse(await fs.readFile(file, 'utf8')) as PageStyleSheet;
  if (sheet.stylesheet !== stylesheet)
    throw new Error(`${file} was made from ${sheet.stylesheet}, the template links ${stylesheet}: rebuild the web package.`);
  // `</style` cannot occur in CSS outside a string, and Vite's minified output has none; refuse rather than break the page.
  if (sheet.parts.some((part) => /<\/style/i.test(part.css)))
    throw new Error(`${stylesheet} contains "</style" and cannot be inlined.`);
  return pageStyles(sheet);
}
