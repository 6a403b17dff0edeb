// What the admin build reads from SCREEN_MODULES (build/screen-modules.ts): each screen's modules,
// the page editors' through the constants their entries name, and an entry for every route.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsByScreen } from '../../build/screen-modules';
import { SCREEN_MODULES } from './screen-modules';

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');
const table = importsByScreen(read('./screen-modules.ts'));

describe('importsByScreen', () => {
  it("finds the Gallery editor's loader, screen and previewed page through PAGE_EDITOR and PAGE_BODIES", () => {
    expect(table.gallery).toEqual([
      './page-editor/page-editor-loader',
      './page-editor/PageEditorScreen',
      '../site/pages/GalleryPage',
    ]);
    expect(table['']).toEqual(['./page-editor/page-editor-loader', './page-editor/PageEditorScreen', '../site/pages/HomePage']);
    expect(table.layouts).toContain('../site/pages/HomePage');
  });

  it("finds the dashboard's loader and page, and a pattern's", () => {
    expect(table.dashboard).toEqual(['./dashboard/dashboard-loader', './dashboard/DashboardPage']);
    expect(table['services/:serviceSlug?']).toEqual(['./services/services-loader', './services/ServicesManager']);
  });

  it('reads every entry of the table, each with a module', () => {
    expect(Object.keys(table)).toEqual(Object.keys(SCREEN_MODULES));
    for (const modules of Object.values(table)) expect(modules.length).toBeGreaterThan(0);
  });

  it('has an entry for every screen route under /admin', () => {
    const routes = read('./routes.tsx');
    const screens = routes.slice(routes.indexOf('const SCREENS'), routes.indexOf('export const adminRoutes'));
    const paths = [...screens.matchAll(/path: '([^']+)'/g)].map((match) => match[1]).filter((path) => path !== '*');
    const pageEditors = routes.slice(routes.indexOf('const PAGE_EDITORS'), routes.indexOf('function pageEditor'));
    paths.push('', ...[...pageEditors.matchAll(/path: '([^']+)'/g)].map((match) => match[1]));
    expect(paths.length).toBeGreaterThan(20);
    expect(new Set(paths)).toEqual(new Set(Object.keys(table)));
  });

  it('refuses a table it cannot read', () => {
    expect(() => importsByScreen('export const OTHER = {};')).toThrow(/no object literal SCREEN_MODULES/);
  });
});
