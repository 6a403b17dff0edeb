import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_STYLES_FILE, type PageStyleSheet } from '@site/contracts';
import { loadPageStyles, pageStyles } from './page-styles.js';

const SHEET: PageStyleSheet = {
  stylesheet: 'assets/style-1.css',
  modules: ['src/Card.module.css', 'src/Slider.module.css', 'src/Map.module.css'],
  classes: { _card_aaaaa_1: 0, _title_aaaaa_9: 0, _slide_bbbbb_3: 1, _map_ccccc_2: 2 },
  parts: [
    { css: 'body{margin:0}', modules: [] },
    { css: '._card_aaaaa_1{a:1}', modules: [0] },
    { css: '._slide_bbbbb_3{b:2}', modules: [1] },
    { css: '@media (width>=768px){.container{c:3}}', modules: [] },
    { css: '._slide_bbbbb_3,._map_ccccc_2{d:4}', modules: [1, 2] },
    { css: '._title_aaaaa_9 em{e:5}', modules: [0] },
  ],
};

describe('pageStyles', () => {
  const styles = pageStyles(SHEET);

  it("keeps what every page needs and the parts of the modules the page's classes belong to, in order", () => {
    expect(styles('<main><div class="container _card_aaaaa_1"><h2 class="_title_aaaaa_9">A</h2></div></main>')).toBe(
      'body{margin:0}._card_aaaaa_1{a:1}@media (width>=768px){.container{c:3}}._title_aaaaa_9 em{e:5}',
    );
  });

  it('keeps a part that names several modules when the page shows one of them', () => {
    expect(styles('<div class="_map_ccccc_2"></div>')).toBe(
      'body{margin:0}@media (width>=768px){.container{c:3}}._slide_bbbbb_3,._map_ccccc_2{d:4}',
    );
  });

  it('reads classes only from class attributes, not from text that looks like one', () => {
    expect(styles('<p>_card_aaaaa_1</p><p data-x="_slide_bbbbb_3">x</p>')).toBe(
      'body{margin:0}@media (width>=768px){.container{c:3}}',
    );
  });
});

describe('loadPageStyles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
    fs.mkdirSync(path.dirname(path.join(dir, PAGE_STYLES_FILE)), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (sheet: PageStyleSheet) => fs.writeFileSync(path.join(dir, PAGE_STYLES_FILE), JSON.stringify(sheet));

  it('reads the split the build wrote', async () => {
    write(SHEET);
    const styles = await loadPageStyles(dir, 'assets/style-1.css');
    expect(styles('<b class="_slide_bbbbb_3"></b>')).toContain('._slide_bbbbb_3{b:2}');
  });

  it('refuses a split made from another stylesheet than the template links', async () => {
    write(SHEET);
    await expect(loadPageStyles(dir, 'assets/style-2.css')).rejects.toThrow('rebuild the web package');
  });

  it('refuses CSS that would close the <style> element', async () => {
    write({ ...SHEET, parts: [{ css: 'a::after{content:"</style><script>"}', modules: [] }] });
    await expect(loadPageStyles(dir, 'assets/style-1.css')).rejects.toThrow('cannot be inlined');
  });
});
