// Custom pages, the part the public site reads: what a page is, which addresses it may take, which
// block types there are and when a block shows. No zod: the public pages import this module
// (custom-pages.ts has the schemas the server and the editor validate with).
import { isShown, PAGE_SECTIONS, type SectionPage, type SectionPlace } from './page-sections.js';
import type { SectionData } from './registry.js';
import { BLOCK_ONLY_TYPES, isBlockOnlyType, type BlockOnlyType } from './sections/blocks.page.js';
import type { BlockOnlyData } from './sections/blocks.js';

export const PAGE_SLUG_MAX = 60;
export const PAGE_SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * Addresses the site answers itself (pages, the editor, the API, files, crawlers): a custom page
 * there would be hidden behind them or hide them. Checked on every create and rename.
 */
export const RESERVED_SLUGS = [
  'admin',
  'login',
  'logout',
  'backend',
  'api',
  'media',
  'assets',
  'static',
  'home',
  'about',
  'services',
  'projects',
  'gallery',
  'contact',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  'favicon.ico',
  'healthz',
  'preview',
] as const;

const reserved = new Set<string>(RESERVED_SLUGS);

/** Why a slug cannot be a page's address, or null when it can (uniqueness is the server's to check). */
export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return 'A page needs a slug: its address on the site.';
  if (slug.length > PAGE_SLUG_MAX) return `Keep the slug to ${PAGE_SLUG_MAX} characters or fewer.`;
  if (reserved.has(slug)) return `"${slug}" is one of the site's own addresses; choose another slug.`;
  if (!PAGE_SLUG_PATTERN.test(slug)) return 'Use lower-case letters a-z, digits and - only in a slug.';
  return null;
}

/** Where a page marked for the navbar goes: at the top level (null) or inside a dropdown. */
export const NAVBAR_GROUPS = ['about', 'services'] as const;
export type NavbarGroup = (typeof NAVBAR_GROUPS)[number];

type Place = (typeof PAGE_SECTIONS)[SectionPage][number];
/** The places of the sections that are blocks: every section whose place does not say `block: false`. */
type BlockPlace = Exclude<Place, { block: false }>;
/** A section's block type: its API path ("home/hero", "gallery"). */
export type SectionBlockType = BlockPlace['path'];

/** The pages whose sections are blocks: a custom page with one of their blocks loads that page's components. */
export type BlockSourcePage = {
  [P in SectionPage]: [Exclude<(typeof PAGE_SECTIONS)[P][number], { block: false }>] extends [never] ? never : P;
}[SectionPage];

const blockPlaces = (Object.keys(PAGE_SECTIONS) as SectionPage[]).flatMap((page) =>
  PAGE_SECTIONS[page]
    .filter((place: SectionPlace) => place.block !== false)
    .map((place) => ({ ...place, page: page as BlockSourcePage })),
) as (BlockPlace & { page: BlockSourcePage })[];

const pageOfBlock = new Map<string, BlockSourcePage>(blockPlaces.map((place) => [place.path, place.page]));

/** The page whose section a block type is ("home/hero": home); none for a block-only or unknown type. */
export function blockSourcePage(type: string): BlockSourcePage | undefined {
  return pageOfBlock.get(type);
}

/** The section of each section block type, in the registry's order. */
export const SECTION_BLOCK_TYPES = Object.fromEntries(blockPlaces.map((place) => [place.path, place.key])) as {
  [T in SectionBlockType]: Extract<BlockPlace, { path: T }>['key'];
};

export type BlockType = SectionBlockType | BlockOnlyType;

/** Every block type, in the order the editor's picker shows them: the sections', then the block-only ones. */
export const BLOCK_TYPES: readonly BlockType[] = [...blockPlaces.map((place) => place.path), ...BLOCK_ONLY_TYPES];

export function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}

/** A block's document by its type: the section's document, or a block-only type's. */
export type BlockData<T extends BlockType> = T extends SectionBlockType
  ? SectionData<(typeof SECTION_BLOCK_TYPES)[T]>
  : T extends BlockOnlyType
    ? BlockOnlyData<T>
    : never;

export type Block = { [T in BlockType]: { type: T; data: BlockData<T> } }[BlockType];

/** A block as stored: its type may be one this version no longer has (an older export). */
export interface StoredBlock {
  type: string;
  data: unknown;
}

/** A page built by the editors from the section library, at `/{slug}`. */
export interface CustomPage {
  slug: string;
  title: string;
  blocks: Block[];
  in_navbar: boolean;
  /** Inside which navbar dropdown it shows; null: at the top level. */
  navbar_group: NavbarGroup | null;
  in_footer: boolean;
}

/** One line of GET /custom-pages/. */
export interface CustomPageSummary {
  slug: string;
  title: string;
  updated_at: string;
  in_navbar: boolean;
  in_footer: boolean;
  /** False from the page's creation until its first publish: visitors get a 404 until then. */
  published: boolean;
}

/** What the navbar and footer show of a custom page; every page answer carries these. */
export interface PageLink {
  slug: string;
  title: string;
  in_navbar: boolean;
  navbar_group: NavbarGroup | null;
  in_footer: boolean;
}

/** Whether the site draws this block: a section's condition applies to it as on its own page. */
export function isBlockShown(block: Block): boolean {
  if (isBlockOnlyType(block.type)) return true;
  const key = SECTION_BLOCK_TYPES[block.type];
  return isShown(key, block.data as SectionData<typeof key>);
}
