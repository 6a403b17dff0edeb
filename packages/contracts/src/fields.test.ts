import { describe, expect, it } from 'vitest';
import { isSitePath, safeEmbedUrl, safeImageUrl, safeLink } from './addresses.js';
import { colour, embedUrl, imageUrl, link } from './fields.js';

const ATTACK = 'red;position:fixed;inset:0;background:url(/x)';

describe('colour fields', () => {
  it.each([
    '',
    '#fff',
    '#FFFF',
    '#007BFF',
    '#ffffff80',
    'rgb(0, 0, 0)',
    'rgba(0, 0, 0, 0.55)',
    'rgb(0 0 0)',
    'rgb(0 0 0 / 50%)',
    'rgb(10% 20% 30%)',
    'RGB(255,255,255)',
    'rgba(15, 42, 61, .8)',
    'hsl(120, 50%, 50%)',
    'hsla(120, 50%, 50%, 0.5)',
    'hsl(120 50% 50%)',
    'hsl(120deg 50% 50% / 0.5)',
    'hsl(0.5turn 50% 50% / 25%)',
    'hsl(3.14rad, 10%, 90%)',
    'white',
    'Black',
    'rebeccapurple',
    'LightGoldenRodYellow',
    'transparent',
    'currentColor',
    'CURRENTCOLOR',
    ' #fff ',
  ])('accepts %j', (value) => {
    expect(colour().safeParse(value).success).toBe(true);
  });

  it.each([
    ATTACK,
    'red;x',
    'red; color: blue',
    'url(x)',
    'url(/x)',
    'expression(alert(1))',
    'var(--brand)',
    'red !important',
    '#12345',
    '#1234567',
    '#ggg',
    'fff',
    'rgb(0, 0, 0',
    'rgb(0 0 0;)',
    'rgb(0, 0 0)',
    'hsl(120, 50, 50)',
    'rgb(0 0 0) url(x)',
    '"red"',
    "'red'",
    'red}',
    '{red}',
    'r\\65 d',
    '/**/red',
    'red/**/',
    'color:red',
    'inherit',
    'initial',
    'none',
    'notacolour',
    'toString',
    '__proto__',
    'hwb(0 0% 0%)',
  ])('refuses %j', (value) => {
    const parsed = colour().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Use a CSS colour: #rrggbb, rgb(…), hsl(…) or a colour name such as "white".');
  });
});

describe('link fields', () => {
  it.each([
    '',
    '/',
    '/about',
    '/about/team?x=1#top',
    '/media/a.png',
    '#top',
    '#',
    'https://example.com/x',
    'http://example.com',
    'mailto:a@b.example',
    'tel:+1234',
  ])('accepts %j', (value) => {
    expect(link().safeParse(value).success).toBe(true);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
  ])('refuses %j, another site written like a site path', (value) => {
    const parsed = link().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'An address on another site needs http:// or https://; a path on this site starts with a single /.',
    );
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'about', ' /about', '/about us'])(
    'refuses %j',
    (value) => {
      const parsed = link().safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Use a link that starts with http://, https://, /, #, mailto: or tel:.');
    },
  );
});

describe('image and embed fields', () => {
  it.each(['', '/media/a.png', 'https://cdn.example/a.png'])('an image accepts %j', (value) => {
    expect(imageUrl().safeParse(value).success).toBe(true);
  });

  it.each(['', '/maps/office.html', 'https://www.youtube.com/embed/x'])('an embed accepts %j', (value) => {
    expect(embedUrl().safeParse(value).success).toBe(true);
  });

  it.each(['//evil.example/a.png', '/\\evil.example/a.png', '\\\\evil.example\\a.png', 'data:image/png;base64,AAAA'])(
    'an image refuses %j',
    (value) => {
      expect(imageUrl().safeParse(value).success).toBe(false);
    },
  );

  it.each(['//evil.example/frame', '/\\evil.example/frame', 'http://example.com/frame', 'javascript:alert(1)'])(
    'an embed refuses %j',
    (value) => {
      expect(embedUrl().safeParse(value).success).toBe(false);
    },
  );
});

describe('stored addresses checked again at render', () => {
  it('a site path is / alone or followed by anything but / or \\', () => {
    for (const path of ['/', '/about', '/services/deep-cleaning', '/media/a.png']) expect(isSitePath(path)).toBe(true);
    for (const other of ['//evil.example', '/\\evil.example', '\\\\evil.example', '#top', 'https://example.com', ''])
      expect(isSitePath(other)).toBe(false);
  });

  it('keeps what the field accepts and drops the rest, empty included', () => {
    expect(safeLink('/about')).toBe('/about');
    expect(safeLink('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeImageUrl('/media/a.png')).toBe('/media/a.png');
    expect(safeEmbedUrl('https://maps.example/embed')).toBe('https://maps.example/embed');
    for (const value of ['', '//evil.example', '/\\evil.example', 'javascript:alert(1)', undefined, 7]) {
      expect(safeLink(value)).toBeUndefined();
      expect(safeImageUrl(value)).toBeUndefined();
      expect(safeEmbedUrl(value)).toBeUndefined();
    }
    expect(safeImageUrl('#top')).toBeUndefined();
    expect(safeEmbedUrl('http://maps.example/embed')).toBeUndefined();
  });
});
