// The plain pages a visitor gets when the site's own cannot be rendered: a heading and a sentence or
// two on a blank page, in the site's words, without the app's scripts or styles.
import { DATABASE_UNAVAILABLE } from '../http/errors.js';

/** One plain page: `title` in the tab, `heading` over the body's lines (trusted markup). */
function plainPage(title: string, heading: string, lines: string[]): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
    <h1>${heading}</h1>
${lines.map((line) => `    ${line}\n`).join('')}  </body>
</html>
`;
}

/** What every page answers when the web package has not been built: a clear 503 instead of a crash. */
export const NOT_BUILT_HTML = plainPage('Site not built', '503 Service Unavailable', [
  '<p>The site is not built yet: run pnpm build.</p>',
]);

/** Shown when rendering itself throws (a bug): the route error screen's words, without the app. */
export const RENDER_FAILED_HTML = plainPage('Unexpected Application Error!', 'Unexpected Application Error!', [
  '<p>The page could not be rendered. The error is in the server log.</p>',
  '<p><a href="/">Go to the home page</a></p>',
]);

/** A page asked for while the database cannot be reached (a 503; the site recovers by itself). */
export const DATABASE_UNAVAILABLE_HTML = plainPage('Back in a moment', 'Back in a moment', [`<p>${DATABASE_UNAVAILABLE}</p>`]);
