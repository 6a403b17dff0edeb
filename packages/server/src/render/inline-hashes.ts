// The SHA-256 sources of a built document's inline <script> and <style> elements, for the
// Content-Security-Policy (http/security-headers.ts). Computed at start from the files actually
// served, so a rebuilt template can never drift from the policy; nothing is hard-coded.
import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** `'sha256-…'` sources of the inline scripts the browser runs. */
  scripts: string[];
  /** `'sha256-…'` sources of the inline style elements. */
  styles: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** Types a browser does not run: data blocks need no hash (the hydration data is one). */
const DATA_TYPE = /\btype\s*=\s*["']?(?!(?:module|text\/javascript|application\/javascript)["'\s>])[^"'\s>]+/i;

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (values: string[]) => [...new Set(values)];

export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !DATA_TYPE.test(attributes))
    .map(([, , body = '']) => sha256Source(body));
  const styles = [...html.matchAll(STYLE)].map(([, body = '']) => sha256Source(body));
  return { scripts: unique(scripts), styles: unique(styles) };
}
