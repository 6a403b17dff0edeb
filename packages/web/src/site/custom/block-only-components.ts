// The component of each block-only type (blocks.page.ts names them); the compiler names a type without
// one. Loaded with the about page's module (AboutPage.tsx says why), never as common code.
import type { BlockOnlyType } from '@site/contracts/site';
import { ImageTextBlock } from '../../sections/blocks/ImageTextBlock';
import type { BlockComponent } from './block-components';

export const BLOCK_ONLY_COMPONENTS: { [T in BlockOnlyType]: BlockComponent<T> } = {
  'image-text': ImageTextBlock,
};
