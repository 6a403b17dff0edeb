import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { galleryDefault } from '@site/contracts/site';
import { GallerySection } from '../gallery/GallerySection';
import { colourStyle } from './colourStyle';

const ATTACK = 'red;position:fixed;inset:0;background:url(/x)';

describe('colourStyle', () => {
  it('keeps colours, under React names and custom properties alike', () => {
    expect(colourStyle({ backgroundColor: '#007BFF', color: 'rgb(0 0 0 / 50%)', '--overlay-bg': 'white' })).toEqual({
      backgroundColor: '#007BFF',
      color: 'rgb(0 0 0 / 50%)',
      '--overlay-bg': 'white',
    });
  });

  it('leaves out an empty value and any text that is not a colour', () => {
    expect(colourStyle({ backgroundColor: ATTACK, color: '', '--overlay-bg': 'url(x)', '--overlay-fg': 'var(--x)' })).toEqual({});
    expect(colourStyle({ backgroundColor: 'red;x', color: 'black' })).toEqual({ color: 'black' });
  });

  it("keeps a stored non-colour out of a section's style attribute", () => {
    const html = renderToString(
      <GallerySection
        data={{
          ...galleryDefault,
          bgColor: ATTACK,
          textColor: '#123456',
          imageBgColor: 'expression(alert(1))',
          imageTextColor: 'url(x)',
        }}
      />,
    );
    expect(html).toContain('style="color:#123456"');
    expect(html).not.toMatch(/position|url\(|expression/);
  });
});
