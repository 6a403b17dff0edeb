// The editor's documents: admin.html names the chunks of the screen an address opens as
// modulepreload, from the build's manifest and screen list; /login's gets none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdminShells, type AdminShells } from './admin-shells.js';
import type { BuildManifest, ScreenModules } from './screen-preloads.js';

const ADMIN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/admin-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body><div id="admin-root"></div></body>
</html>
`;
const LOGIN_HTML = ADMIN_HTML.replace('admin-1.js', 'login-1.js');

/** Shaped as Vite writes it: the shell's entry, each screen module's chunk, shared chunks under `_` keys. */
const MANIFEST: BuildManifest = {
  'admin.html': { file: 'assets/admin-1.js', isEntry: true, imports: ['_react-1.js'] },
  'login.html': { file: 'assets/login-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  '_registry-1.js': { file: 'assets/registry-1.js', imports: ['_zod-1.js', '_react-1.js'] },
  'src/admin/page-editor/page-editor-loader.ts': {
    file: 'assets/page-editor-loader-1.js',
    imports: ['_registry-1.js', 'admin.html'],
  },
  'src/admin/page-editor/PageEditorScreen.tsx': { file: 'assets/PageEditorScreen-1.js', imports: ['_react-1.js'] },
  'src/site/pages/GalleryPage.tsx': { file: 'assets/GalleryPage-1.js', imports: ['_gallery-tile-1.js'] },
  'src/site/pages/HomePage.tsx': { file: 'assets/HomePage-1.js' },
  '_gallery-tile-1.js': { file: 'assets/gallery-tile-1.js' },
  'src/admin/dashboard/dashboard-loader.ts': { file: 'assets/dashboard-loader-1.js' },
  'src/admin/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js', imports: ['_cards-1.js'] },
  '_cards-1.js': { file: 'assets/cards-1.js' },
  'src/admin/services/ServicesManager.tsx': { file: 'assets/ServicesManager-1.js' },
  'src/admin/custom-pages/PagesScreen.tsx': { file: 'assets/PagesScreen-1.js' },
  'src/admin/custom-pages/CustomPageEditor.tsx': { file: 'assets/CustomPageEditor-1.js' },
};

const EDITOR = ['src/admin/page-editor/page-editor-loader.ts', 'src/admin/page-editor/PageEditorScreen.tsx'];
const SCREENS: ScreenModules = {
  '': [...EDITOR, 'src/site/pages/HomePage.tsx'],
  gallery: [...EDITOR, 'src/site/pages/GalleryPage.tsx'],
  dashboard: ['src/admin/dashboard/dashboard-loader.ts', 'src/admin/dashboard/DashboardPage.tsx'],
  'services/:serviceSlug?': ['src/admin/services/ServicesManager.tsx'],
  pages: ['src/admin/custom-pages/PagesScreen.tsx'],
  'pages/:slug': ['src/admin/custom-pages/CustomPageEditor.tsx'],
};

/** The modulepreload links' addresses in a document, in order. */
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let dir: string;
const writeBuild = (files: Record<string, string>) => {
  const adminDir = fs.mkdtempSync(path.join(dir, 'admin-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(adminDir, name)), { recursive: true });
    fs.writeFileSync(path.join(adminDir, name), text);
  }
  return adminDir;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-shells-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('loadAdminShells', () => {
  let shells: AdminShells;
  beforeAll(async () => {
    shells = await loadAdminShells(
      writeBuild({
        'admin.html': ADMIN_HTML,
        'login.html': LOGIN_HTML,
        '.vite/manifest.json': JSON.stringify(MANIFEST),
        'screen-modules.json': JSON.stringify(SCREENS),
      }),
    );
  });

  it("names the Gallery editor's chunks for /admin/gallery: its route modules' and what they import, the shell's left out", () => {
    expect(preloads(shells.html('/admin/gallery'))).toEqual([
      '/assets/react-1.js',
      '/assets/page-editor-loader-1.js',
      '/assets/PageEditorScreen-1.js',
      '/assets/GalleryPage-1.js',
      '/assets/registry-1.js',
      '/assets/gallery-tile-1.js',
      '/assets/zod-1.js',
    ]);
  });

  it("names the dashboard's chunks for /admin/dashboard, and no page editor's", () => {
    expect(preloads(shells.html('/admin/dashboard?x=1'))).toEqual([
      '/assets/react-1.js',
      '/assets/dashboard-loader-1.js',
      '/assets/DashboardPage-1.js',
      '/assets/cards-1.js',
    ]);
  });

  it('puts the links in the head, after the shell’s own', () => {
    const html = shells.html('/admin/dashboard');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('href="/assets/cards-1.js"');
    expect(head.indexOf('/assets/react-1.js')).toBeLessThan(head.indexOf('/assets/dashboard-loader-1.js'));
    expect(html.slice(html.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('matches the routes’ patterns: the index, an optional and a required parameter, a trailing slash', () => {
    expect(preloads(shells.html('/admin'))).toContain('/assets/HomePage-1.js');
    expect(preloads(shells.html('/admin/'))).toContain('/assets/HomePage-1.js');
    expect(preloads(shells.html('/admin/services'))).toContain('/assets/ServicesManager-1.js');
    expect(preloads(shells.html('/admin/services/cleaning'))).toContain('/assets/ServicesManager-1.js');
    expect(preloads(shells.html('/admin/pages'))).toEqual(['/assets/react-1.js', '/assets/PagesScreen-1.js']);
    expect(preloads(shells.html('/admin/pages/about-us'))).toEqual(['/assets/react-1.js', '/assets/CustomPageEditor-1.js']);
  });

  it('adds nothing to /login, an address no screen has, or a review link', () => {
    expect(shells.html('/login')).toBe(LOGIN_HTML);
    expect(shells.html('/login?next=/admin/gallery')).toBe(LOGIN_HTML);
    expect(shells.html('/admin/no-such-screen')).toBe(ADMIN_HTML);
    expect(shells.html('/admin/gallery/extra')).toBe(ADMIN_HTML);
    expect(shells.html('/review/abc')).toBe(ADMIN_HTML);
  });

  it('hashes the inline code of both documents as built', () => {
    expect(shells.inlineCode).toBe(ADMIN_HTML + LOGIN_HTML);
  });
});

describe('loadAdminShells on a build without a manifest or screen list', () => {
  it('serves admin.html as built, and admin.html for /login when there is no login.html', async () => {
    const shells = await loadAdminShells(
      writeBuild({ 'admin.html': ADMIN_HTML, 'screen-modules.json': JSON.stringify(SCREENS) }),
    );
    expect(shells.html('/admin/gallery')).toBe(ADMIN_HTML);
    expect(shells.html('/login')).toBe(ADMIN_HTML);
  });
});
