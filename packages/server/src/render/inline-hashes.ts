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

/**
 * Under `pnpm dev` the documents come from Vite's dev server, whose inline code (React refresh's
 * preamble, the styles its client inserts) no start-up hash can name: the dev policy allows inline
 * code instead (http/security-headers.ts). `pnpm start` never uses it.
 */
export const DEV_SERVER_CODE = 'vite-dev-server';

/** What the policy must allow of a document's inline code: the build's hashes, or the dev server's. */
export type InlineCode = InlineHashes | typeof DEV_SERVER_CODE;

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (values: string[]) => [...new Set(values)];

export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !DATA_TYPE.test(attributes))
    .map(([, , body = '']) => sha256Source(body));
  const styles = [...html.matchAll(STYLE)].map(([, body = '']) => sha256Source(body));
  return { scripts: unique(scripts), styles: unique(styles) };
}
