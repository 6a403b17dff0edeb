// The component of each block type: a section's block is drawn by the very component its own page
// maps its key to (one map per page, in that page's module), a block-only type by its own.
import type { ComponentType } from 'react';
import { SECTION_BLOCK_TYPES, type BlockData, type BlockType, type SectionBlockType } from '@site/contracts/site';
import { ImageTextBlock } from '../../sections/blocks/ImageTextBlock';
import type { SectionComponent, SiteFrame } from '../PageSections';
import { ABOUT_COMPONENTS } from '../pages/AboutPage';
import { CONTACT_COMPONENTS } from '../pages/ContactPage';
import { GALLERY_COMPONENTS } from '../pages/GalleryPage';
import { HOME_COMPONENTS } from '../pages/HomePage';
import { PROJECTS_COMPONENTS } from '../pages/ProjectsPage';

export type BlockComponent<T extends BlockType> = ComponentType<{ data: BlockData<T>; site: SiteFrame }>;

const BY_KEY = { ...HOME_COMPONENTS, ...ABOUT_COMPONENTS, ...CONTACT_COMPONENTS, ...GALLERY_COMPONENTS, ...PROJECTS_COMPONENTS };

const sectionBlocks = Object.fromEntries(
  (Object.entries(SECTION_BLOCK_TYPES) as [SectionBlockType, keyof typeof BY_KEY][]).map(([type, key]) => [type, BY_KEY[key]]),
) as { [T in SectionBlockType]: SectionComponent<(typeof SECTION_BLOCK_TYPES)[T]> };

export const BLOCK_COMPONENTS: { [T in BlockType]: BlockComponent<T> } = {
  ...sectionBlocks,
  'image-text': ImageTextBlock,
};
