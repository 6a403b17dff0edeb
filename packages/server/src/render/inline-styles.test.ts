import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_STYLES_FILE, type PageStyleSheet } from '@site/contracts';
import { inlineStylesheets, STYLES_SLOT } from './inline-styles.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
  fs.mkdirSync(path.dirname(path.join(dir, PAGE_STYLES_FILE)), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const sheet: PageStyleSheet = {
  stylesheet: 'assets/style-1.css',
  modules: ['src/A.module.css'],
  classes: { _a_aaaaa_1: 0 },
  parts: [
    { css: 'body{margin:0}a[href$="$&"]{color:red}', modules: [] },
    { css: '._a_aaaaa_1{b:1}', modules: [0] },
  ],
};

describe('inlineStylesheets', () => {
  it("puts the page styles' slot where the build's stylesheet link was", async () => {
    fs.writeFileSync(path.join(dir, PAGE_STYLES_FILE), JSON.stringify(sheet));
    const { template, styles } = await inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/style-1.css"><!--app-head--></head>',
      dir,
    );
    expect(template).toBe(`<head>${STYLES_SLOT}<!--app-head--></head>`);
    expect(styles?.('<p class="_a_aaaaa_1"></p>')).toBe('body{margin:0}a[href$="$&"]{color:red}._a_aaaaa_1{b:1}');
  });

  it('leaves a template without stylesheets as it is, with no page styles', async () => {
    expect(await inlineStylesheets('<head><link rel="icon" href="/favicon.svg"></head>', dir)).toEqual({
      template: '<head><link rel="icon" href="/favicon.svg"></head>',
    });
  });

  it('refuses a template with two stylesheets: the build makes one', async () => {
    const links = '<link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css">';
    await expect(inlineStylesheets(links, dir)).rejects.toThrow('links 2 stylesheets');
  });
});
