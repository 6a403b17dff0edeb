// The public site's stylesheet goes into each page itself, as the page's own part of it
// (page-styles.ts). A linked stylesheet blocks the first paint for a second round trip, and on a
// slow phone network it shares the line with the scripts the page preloads; inline, the first paint
// needs only the HTML. A repeat visit revalidates the HTML with a 304, so the CSS is not downloaded
// again either.
import { loadPageStyles, type PageStyles } from './page-styles.js';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/** Where a page's own stylesheet goes in the template. */
export const STYLES_SLOT = '<!--page-styles-->';

export interface TemplateStyles {
  /** The template with its stylesheet link replaced by STYLES_SLOT. */
  template: string;
  /** A page's stylesheet from its markup; undefined when the template links none. */
  styles?: PageStyles;
}

/** `template` ready for each page's own stylesheet in place of the build's one linked stylesheet. */
export async function inlineStylesheets(template: string, clientDir: string): Promise<TemplateStyles> {
  const links = [...template.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return { template };
  if (links.length > 1) throw new Error(`The page template links ${links.length} stylesheets; the build makes one.`);
  const stylesheet = links[0]![1]!;
  return {
    template: template.replace(STYLESHEET_LINK, STYLES_SLOT),
    styles: await loadPageStyles(clientDir, stylesheet),
  };
}
