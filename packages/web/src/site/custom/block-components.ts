// The component of each block type: a section's block is drawn by the very component its own page
// maps its key to, a block-only type by its own. A page's map is loaded with that page's route
// module, only for the pages a custom page takes blocks from: a custom page does not make the
// other pages' sections shared code (which every page, the home page too, would then download).
// The loader (the server's render and a browser navigation alike) waits for them before drawing;
// a page hydrating in the browser suspends until they are there.
import { use, type ComponentType } from 'react';
import {
  BLOCK_TYPES,
  SECTION_BLOCK_TYPES,
  blockSourcePage,
  isBlockOnlyType,
  type BlockData,
  type BlockOnlyType,
  type BlockSourcePage,
  type BlockType,
  type SectionKey,
  type StoredBlock,
} from '@site/contracts/site';
import type { SectionComponent, SiteFrame } from '../PageSections';

export type BlockComponent<T extends BlockType> = ComponentType<{ data: BlockData<T>; site: SiteFrame; idSuffix?: string }>;
/** A loaded module's components, by section key or block-only type. */
type Components = Partial<Record<SectionKey, SectionComponent<SectionKey>>> | { [T in BlockOnlyType]: BlockComponent<T> };

/** Each fixed page's components, from the module its route loads (routes.tsx); the compiler names a page left out. */
const PAGE_MODULES: Record<BlockSourcePage | 'blocks', () => Promise<Components>> = {
  home: () => import('../pages/HomeRoute').then((m) => m.HOME_COMPONENTS as Components),
  about: () => import('../pages/AboutPage').then((m) => m.ABOUT_COMPONENTS as Components),
  /** The block-only types, from the about page's module (see there why). */
  blocks: () => import('../pages/AboutPage').then((m): Components => m.BLOCK_ONLY_COMPONENTS),
  contact: () => import('../pages/ContactPage').then((m) => m.CONTACT_COMPONENTS as Components),
  gallery: () => import('../pages/GalleryPage').then((m) => m.GALLERY_COMPONENTS as Components),
  projects: () => import('../pages/ProjectsPage').then((m) => m.PROJECTS_COMPONENTS as Components),
};
type SourcePage = keyof typeof PAGE_MODULES;

/** The page whose sections a block type reuses ("home/hero": home, "gallery": gallery); none for a block-only type. */
function pageOf(type: string): SourcePage | undefined {
  return isBlockOnlyType(type) ? 'blocks' : blockSourcePage(type);
}

const loaded = new Map<SourcePage, Components>();
const loading = new Map<string, Promise<void>>();

const pagesOf = (blocks: readonly StoredBlock[]) => [...new Set(blocks.flatMap((b) => pageOf(b.type) ?? []))];

/** Loads the components the blocks need; the same promise for the same pages, so React can wait on it. */
export function loadBlockComponents(blocks: readonly StoredBlock[]): Promise<void> {
  const missing = pagesOf(blocks).filter((page) => !loaded.has(page));
  if (missing.length === 0) return Promise.resolve();
  const key = missing.sort().join(',');
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(missing.map(async (page) => loaded.set(page, await PAGE_MODULES[page]()))).then(() => undefined);
    loading.set(key, promise);
  }
  return promise;
}

/** Every page's components (the editor's preview, where any block may be added). */
export const loadAllBlockComponents = () => loadBlockComponents(BLOCK_TYPES.map((type) => ({ type, data: null })));

/** The component of each block type the blocks have; suspends while some are still loading. */
export function useBlockComponents(blocks: readonly StoredBlock[]): (type: BlockType) => BlockComponent<BlockType> {
  if (pagesOf(blocks).some((page) => !loaded.has(page))) use(loadBlockComponents(blocks));
  return (type) => {
    const components = loaded.get(pageOf(type) as SourcePage) as Record<string, unknown> | undefined;
    const key = isBlockOnlyType(type) ? type : SECTION_BLOCK_TYPES[type];
    return components?.[key] as BlockComponent<BlockType>;
  };
}
