// The browser's way to an island's component: its section module, imported by the name the island
// declared (the module's path under src/sections), then the export that is that island. Each island
// module is a chunk of its own that only a page with that island ever loads. The list is checked
// against the islands the sections declare (registry.test.ts): a module named here must declare its
// island, and every declared island must be here.
import type { ComponentType } from 'react';
import { isIsland } from './markers';

const modules: Record<string, () => Promise<Record<string, unknown>>> = {
  'gallery/GallerySection': () => import('../sections/gallery/GallerySection'),
  'home/NewsSlider': () => import('../sections/home/NewsSlider'),
  'shared/ContactForm': () => import('../sections/shared/ContactForm'),
};

export const islandNames = Object.keys(modules);

export function isKnownIsland(name: string): boolean {
  return Object.hasOwn(modules, name);
}

/** The component the island `name` hydrates, or an error naming what is missing. */
export async function loadIsland(name: string): Promise<ComponentType<object>> {
  const load = isKnownIsland(name) ? modules[name] : undefined;
  if (!load) throw new Error(`No section module for the island "${name}".`);
  const found = Object.values(await load()).find((value) => isIsland(value) && value.island.name === name);
  if (!isIsland(found)) throw new Error(`The module for the island "${name}" does not declare it.`);
  return found.Component as ComponentType<object>;
}
