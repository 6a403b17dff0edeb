// An island's name is its module's path under src/sections, so the browser imports the module by the
// name the server wrote; every island the sections declare is in the browser's list, and no other.
import { describe, expect, it } from 'vitest';
import { isIsland } from './markers';
import { islandNames, isKnownIsland, loadIsland } from './registry';

const sections = import.meta.glob<Record<string, unknown>>(['../sections/**/*.tsx', '!**/*.test.tsx'], { eager: true });
const declared = Object.entries(sections).flatMap(([path, exports]) =>
  Object.values(exports)
    .filter(isIsland)
    .map((value) => ({ path, island: value })),
);

describe('island registry', () => {
  it('the sections declare the interactive parts as islands, and the browser knows each one', () => {
    expect([...islandNames].sort()).toEqual(declared.map((d) => d.island.island.name).sort());
    expect(declared.map((d) => d.island.island.name).sort()).toEqual([
      'gallery/GallerySection',
      'home/NewsSlider',
      'shared/ContactForm',
    ]);
  });

  it.each(declared.map((d) => [d.island.island.name, d] as const))(
    '%s is named for its module and loads its component',
    async (name, d) => {
      expect(d.path).toBe(`../sections/${name}.tsx`);
      expect(isKnownIsland(name)).toBe(true);
      expect(await loadIsland(name)).toBe(d.island.Component);
    },
  );

  it('refuses a name that is no section module', async () => {
    expect(isKnownIsland('home/Nothing')).toBe(false);
    await expect(loadIsland('home/Nothing')).rejects.toThrow('No section module for the island "home/Nothing".');
  });
});
