// The plain pages a visitor gets when the site's own cannot be rendered: each one sentence on a blank
// page, in the site's words, without the app's scripts or styles.
import { DATABASE_UNAVAILABLE } from '../http/errors.js';

/** What every page answers when the web package has not been built: a clear 503 instead of a crash. */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Site not built</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
    <h1>503 Service Unavailable</h1>
    <p>The site is not built yet: run pnpm build.</p>
  </body>
</html>
`;

/** Shown when rendering itself throws (a bug): the route error screen's words, without the app. */
export const RENDER_FAILED_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Unexpected Application Error!</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
    <h1>Unexpected Application Error!</h1>
    <p>The page could not be rendered. The error is in the server log.</p>
    <p><a href="/">Go to the home page</a></p>
  </body>
</html>
`;

/** A page asked for while the database cannot be reached (a 503; the site recovers by itself). */
export const DATABASE_UNAVAILABLE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Back in a moment</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">
    <h1>Back in a moment</h1>
    <p>${DATABASE_UNAVAILABLE}</p>
  </body>
</html>
`;
