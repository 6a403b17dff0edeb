// The browser's way to an island's component: its section module, imported by the name the island
// declared (the module's path under src/sections), then the export that is that island. Every
// section module is a chunk of its own that only an island on the page ever loads; the glob also
// keeps every section's styles in the one public stylesheet (vite.config.ts), static ones included.
import type { ComponentType } from 'react';
import { isIsland } from './markers';

const modules = import.meta.glob<Record<string, unknown>>(['../../sections/**/*.tsx', '!**/*.test.tsx']);

const pathOf = (name: string) => `../../sections/${name}.tsx`;

export function isKnownIsland(name: string): boolean {
  return Object.hasOwn(modules, pathOf(name));
}

/** The component the island `name` hydrates, or an error naming what is missing. */
export async function loadIsland(name: string): Promise<ComponentType<object>> {
  const load = modules[pathOf(name)];
  if (!load) throw new Error(`No section module for the island "${name}".`);
  const found = Object.values(await load()).find((value) => isIsland(value) && value.island.name === name);
  if (!isIsland(found)) throw new Error(`The module for the island "${name}" does not declare it.`);
  return found.Component as ComponentType<object>;
}
