// The links for a page's on-demand chunks: its script, the chunks it imports and their styles, each
// once, and nothing the entry already brings.
import { describe, expect, it } from 'vitest';
import { routeAssetTags, type BuildManifest } from './route-assets.js';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_shared-1.js'] },
  'src/site/pages/AboutPage.tsx': {
    file: 'assets/AboutPage-1.js',
    imports: ['_icons-1.js', '_shared-1.js'],
    css: ['assets/AboutPage-1.css'],
  },
  'src/site/pages/ContactPage.tsx': { file: 'assets/ContactPage-1.js', imports: ['_icons-1.js'] },
};

describe('routeAssetTags', () => {
  it("links a page's styles and preloads its script and the chunks it imports, but not the entry's", () => {
    expect(routeAssetTags(manifest, ['src/site/pages/AboutPage.tsx']).split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/AboutPage-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/AboutPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/icons-1.js">',
    ]);
  });

  it('names a chunk two pages share once, and ignores modules the manifest does not know', () => {
    const tags = routeAssetTags(manifest, ['src/site/pages/AboutPage.tsx', 'src/site/pages/ContactPage.tsx', 'src/gone.tsx']);
    expect(tags.match(/icons-1\.js/g)).toHaveLength(1);
    expect(tags).toContain('ContactPage-1.js');
    expect(tags).not.toContain('gone');
  });

  it("with the build's single stylesheet and shared chunks (web/vite.config.ts), preloads only the page's own chunk", () => {
    const build: BuildManifest = {
      '_jsx-runtime-1.js': { file: 'assets/jsx-runtime-1.js' },
      '_site-1.js': { file: 'assets/site-1.js', imports: ['_jsx-runtime-1.js'] },
      'index.html': { file: 'assets/index-1.js', imports: ['_jsx-runtime-1.js', '_site-1.js'] },
      'src/site/pages/HomeRoute.tsx': { file: 'assets/HomeRoute-1.js', imports: ['_site-1.js', '_jsx-runtime-1.js'] },
    };
    expect(routeAssetTags(build, ['src/site/pages/HomeRoute.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/HomeRoute-1.js">',
    );
  });

  it('is empty for a page without on-demand chunks', () => {
    expect(routeAssetTags(manifest, [])).toBe('');
  });
});
