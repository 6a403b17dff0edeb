import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
  fs.mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it("replaces the build's stylesheet link with the file's rules", async () => {
    fs.writeFileSync(path.join(dir, 'assets/style-1.css'), 'body{margin:0}a[href$="$&"]{color:red}');
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/style-1.css"><!--app-head--></head>';
    expect(await inlineStylesheets(template, dir)).toBe(
      '<head><style>body{margin:0}a[href$="$&"]{color:red}</style><!--app-head--></head>',
    );
  });

  it('leaves a template without stylesheets as it is', async () => {
    expect(await inlineStylesheets('<head><link rel="icon" href="/favicon.svg"></head>', dir)).toBe(
      '<head><link rel="icon" href="/favicon.svg"></head>',
    );
  });

  it('refuses CSS that would close the <style> element', async () => {
    fs.writeFileSync(path.join(dir, 'assets/style-1.css'), 'a::after{content:"</style><script>"}');
    await expect(inlineStylesheets('<link rel="stylesheet" href="/assets/style-1.css">', dir)).rejects.toThrow(
      'cannot be inlined',
    );
  });
});
