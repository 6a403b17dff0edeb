// A custom page's blocks in order, each drawn by its type's component (block-components.ts),
// leaving out a block whose section condition its document does not meet, as its own page would.
// The editor's live preview wraps each drawn block (BlockFrame) to find it, scroll to it and mark it.
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { isBlockShown, type Block, type CustomPageContent } from '@site/contracts/site';
import type { SiteFrame } from '../PageSections';
import { useBlockComponents } from './block-components';

/** Wraps each drawn block by its position; without a provider (the public site) a block is drawn as it is. */
export const BlockFrame = createContext<((index: number, block: ReactNode) => ReactNode) | null>(null);

type Props = Pick<CustomPageContent, 'title' | 'blocks' | 'sections' | 'serviceSlugs' | 'pageLinks'> & {
  /** The site settings' name (absent in a preview without the site's answer). */
  siteName?: string;
};

export function CustomPageBlocks({ title, blocks, sections, serviceSlugs, pageLinks, siteName = '' }: Props) {
  const frame = useContext(BlockFrame);
  const componentOf = useBlockComponents(blocks);
  const site: SiteFrame = { navbar: sections.navbar, siteName, serviceSlugs, pageLinks };
  // The hero's title is a page's heading (an h1); without a hero the page's title is, for screen readers.
  const hasHeading = blocks.some((b) => b.type === 'home/hero' && isBlockShown(b));
  return (
    <>
      {!hasHeading && <h1 className="visually-hidden">{title}</h1>}
      {blocks.map((block: Block, index) => {
        if (!isBlockShown(block)) return null;
        const Component = componentOf(block.type);
        const drawn = <Component data={block.data} site={site} />;
        return <Fragment key={index}>{frame ? frame(index, drawn) : drawn}</Fragment>;
      })}
    </>
  );
}
