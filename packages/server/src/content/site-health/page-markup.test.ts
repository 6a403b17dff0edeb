import { describe, expect, it } from 'vitest';
import { readPageMarkup } from './page-markup.js';

describe('readPageMarkup', () => {
  const html = `<!doctype html><html><head><title> About  us · Brightwell </title>
    <meta name="description" content="Who we are &amp; what we do"></head>
    <body><header><nav><a href="/">Home</a><a href="/services">Services</a></nav></header>
    <h1>About <em>us</em></h1><h3>Skipped</h3>
    <picture><source srcset="/media/a-800.webp"><img src="/media/a.png" alt=""></picture><img src="/b.png">
    <p><a href="mailto:info@example.com">Write to us</a> <a href="https://partner.example/">Partner</a></p></body></html>`;
  const markup = readPageMarkup(html);

  it('reads the title and the description', () => {
    expect(markup.title).toBe('About us · Brightwell');
    expect(markup.description).toBe('Who we are & what we do');
  });

  it('reads the headings in order with their text', () => {
    expect(markup.headings).toEqual([
      { level: 1, text: 'About us' },
      { level: 3, text: 'Skipped' },
    ]);
  });

  it('reads the images, an empty alt text apart from none', () => {
    expect(markup.images).toEqual([
      { src: '/media/a.png', alt: '' },
      { src: '/b.png', alt: null },
    ]);
  });

  it('reads the links, noting those of the navbar', () => {
    expect(markup.links).toEqual([
      { href: '/', text: 'Home', inNavbar: true },
      { href: '/services', text: 'Services', inNavbar: true },
      { href: 'mailto:info@example.com', text: 'Write to us', inNavbar: false },
      { href: 'https://partner.example/', text: 'Partner', inNavbar: false },
    ]);
  });

  it('answers nulls for a page without a head', () => {
    expect(readPageMarkup('<p>hi</p>')).toEqual({ title: null, description: null, headings: [], images: [], links: [] });
  });
});
