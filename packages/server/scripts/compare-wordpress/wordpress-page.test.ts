import { describe, expect, it } from 'vitest';
import { demoHomeSections, homePageBlocks, photosOf, type WordPressMedia } from './wordpress-page.js';

const sections = demoHomeSections();
const uploaded = () =>
  new Map<string, WordPressMedia>(
    photosOf(sections).map((name, i) => [name, { id: i + 10, url: `/wp-content/uploads/${name}` }]),
  );

describe("the demo home page in WordPress's block markup", () => {
  it("carries the home page's texts: the hero, the services, the statistics", () => {
    const blocks = homePageBlocks(sections, uploaded());
    expect(blocks).toContain('<h1>Spaces that work. People who care.</h1>');
    for (const service of sections.homeServices.services)
      expect(blocks).toContain(`<h3>${service.title?.replace('&', '&amp;')}</h3>`);
    for (const stat of sections.statistics.stats) {
      expect(blocks).toContain(`<h3>${stat.value}</h3>`);
      expect(blocks).toContain(`<p>${stat.label}</p>`);
    }
  });

  it("shows every photo of the home page's sections, each as an image block naming its library item", () => {
    const media = uploaded();
    const blocks = homePageBlocks(sections, media);
    expect(photosOf(sections)).toEqual(
      expect.arrayContaining(['carousel-skyline.webp', 'hero-team.webp', 'card-offices.webp', 'news-academy.webp']),
    );
    for (const [name, item] of media) {
      expect(blocks).toContain(`<!-- wp:image {"id":${item.id},"sizeSlug":"large","linkDestination":"none"} -->`);
      expect(blocks).toContain(`<img src="/wp-content/uploads/${name}"`);
      expect(blocks).toContain(`class="wp-image-${item.id}"`);
    }
  });

  it('closes every block it opens, in order', () => {
    const stack: string[] = [];
    for (const [, closing, name] of homePageBlocks(sections, uploaded()).matchAll(/<!-- (\/?)wp:([a-z-]+)/g)) {
      if (closing) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
  });

  it('escapes text for HTML and refuses a photo that was not uploaded', () => {
    const blocks = homePageBlocks({ ...sections, hero: { ...sections.hero, title: 'Fish & <Chips>' } }, uploaded());
    expect(blocks).toContain('<h1>Fish &amp; &lt;Chips&gt;</h1>');
    const missing = uploaded();
    missing.delete('hero-team.webp');
    expect(() => homePageBlocks(sections, missing)).toThrow('The photo hero-team.webp was not uploaded to WordPress.');
  });
});
