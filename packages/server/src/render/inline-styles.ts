// The public site's one stylesheet (web/vite.config.ts: cssCodeSplit false, ~8 KB compressed) goes
// into the page template itself. A linked stylesheet blocks the first paint for a second round trip,
// and on a slow phone network it shares the line with the scripts the page preloads; inline, the
// first paint needs only the HTML. Pages after the first are client-side navigations, and a repeat
// visit revalidates the HTML with a 304, so the CSS is not downloaded again either way.
import fs from 'node:fs/promises';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/** `template` with every stylesheet link of the build replaced by a <style> holding the file. */
export async function inlineStylesheets(template: string, clientDir: string): Promise<string> {
  const files = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  const styles = new Map<string, string>();
  for (const file of files) {
    // `</style` cannot occur in CSS outside a string, and Vite's minified output has none; refuse rather than break the page.
    const css = await fs.readFile(path.join(clientDir, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined.`);
    styles.set(file, css);
  }
  return template.replace(STYLESHEET_LINK, (_link, file: string) => `<style>${styles.get(file)}</style>`);
}
