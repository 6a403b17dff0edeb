import { describe, expect, it } from 'vitest';
import { PAGE_STYLES_FILE as READ_FROM } from '@site/contracts/site';
import { PAGE_STYLES_FILE, splitStylesheet } from './page-styles';

const classes = new Map([
  ['_card_aaaaa_1', 0],
  ['_title_aaaaa_9', 0],
  ['_slide_bbbbb_3', 1],
]);

describe('splitStylesheet', () => {
  it('gives each rule the modules its selectors name, and every page what names none', () => {
    expect(splitStylesheet(':root{--x:1}body{margin:0}._card_aaaaa_1{padding:0}._slide_bbbbb_3{color:red}', classes)).toEqual([
      { css: ':root{--x:1}body{margin:0}', modules: [] },
      { css: '._card_aaaaa_1{padding:0}', modules: [0] },
      { css: '._slide_bbbbb_3{color:red}', modules: [1] },
    ]);
  });

  it('keeps the order, joining only neighbours that need the same modules', () => {
    const parts = splitStylesheet('._card_aaaaa_1{a:1}._title_aaaaa_9{b:2}._slide_bbbbb_3{c:3}._card_aaaaa_1 h2{d:4}', classes);
    expect(parts).toEqual([
      { css: '._card_aaaaa_1{a:1}._title_aaaaa_9{b:2}', modules: [0] },
      { css: '._slide_bbbbb_3{c:3}', modules: [1] },
      { css: '._card_aaaaa_1 h2{d:4}', modules: [0] },
    ]);
  });

  it('a rule naming two modules is for a page with either; global classes name none', () => {
    expect(splitStylesheet('._slide_bbbbb_3,._card_aaaaa_1{a:1}.container ._slide_bbbbb_3{b:2}.js .x{c:3}', classes)).toEqual([
      { css: '._slide_bbbbb_3,._card_aaaaa_1{a:1}', modules: [0, 1] },
      { css: '.container ._slide_bbbbb_3{b:2}', modules: [1] },
      { css: '.js .x{c:3}', modules: [] },
    ]);
  });

  it('splits inside @media and @supports, each piece keeping its condition', () => {
    expect(splitStylesheet('@media (width>=768px){.container{a:1}._card_aaaaa_1{b:2}._title_aaaaa_9{c:3}}', classes)).toEqual([
      { css: '@media (width>=768px){.container{a:1}}', modules: [] },
      { css: '@media (width>=768px){._card_aaaaa_1{b:2}._title_aaaaa_9{c:3}}', modules: [0] },
    ]);
    expect(splitStylesheet('@supports (display:grid){._slide_bbbbb_3{a:1}}', classes)).toEqual([
      { css: '@supports (display:grid){._slide_bbbbb_3{a:1}}', modules: [1] },
    ]);
  });

  it('keeps keyframes and font faces whole, for every page', () => {
    const css = '@keyframes _spin_aaaaa_1{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(/x.woff2)}';
    expect(splitStylesheet(css, classes)).toEqual([{ css, modules: [] }]);
  });

  it('writes where the server reads', () => {
    expect(PAGE_STYLES_FILE).toBe(READ_FROM);
  });
});
