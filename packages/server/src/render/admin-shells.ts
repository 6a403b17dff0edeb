// The editor's two documents from its build (dist/admin): login.html for /login, and admin.html for
// every other editor address, with the chunks of the screen the address opens named as
// modulepreload (screen-preloads.ts) when the build has its manifest and screen list. A build without
// them (an older one) is served as it is; one without login.html signs in through admin.html.
import fs from 'node:fs/promises';
import path from 'node:path';
import { screenPreloads, withPreloads, type BuildManifest, type ScreenModules } from './screen-preloads.js';

/** /login (with or without a query): the address served the login shell instead of the editor's. */
export const isLoginAddress = (url: string) => new URL(url, 'http://x').pathname === '/login';

export interface AdminShells {
  /** The document for an address the editor answers: /login, /admin/… or /review/…. */
  html(url: string): string;
  /** Both documents' text, for the hashes of their inline code (the preloads add none). */
  inlineCode: string;
}

/** A JSON file of the build, or undefined when it is not there. */
async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Reads dist/admin once, at start. admin.html must be there. */
export async function loadAdminShells(adminDir: string): Promise<AdminShells> {
  const adminHtml = await fs.readFile(path.join(adminDir, 'admin.html'), 'utf8');
  // The editor's router has /login too: a build without the login shell still signs in, only heavier.
  const loginHtml = await fs.readFile(path.join(adminDir, 'login.html'), 'utf8').catch(() => adminHtml);
  const manifest = await readJson<BuildManifest>(path.join(adminDir, '.vite', 'manifest.json'));
  const screens = await readJson<ScreenModules>(path.join(adminDir, 'screen-modules.json'));
  const preloads = manifest && screens ? screenPreloads(manifest, screens) : () => '';
  // Each address's document, made on its first request: a few dozen screens at most.
  const documents = new Map<string, string>();
  return {
    html(url) {
      if (isLoginAddress(url)) return loginHtml;
      const links = preloads(url);
      let document = documents.get(links);
      if (document === undefined) {
        document = withPreloads(adminHtml, links);
        documents.set(links, document);
      }
      return document;
    },
    inlineCode: adminHtml + loginHtml,
  };
}
