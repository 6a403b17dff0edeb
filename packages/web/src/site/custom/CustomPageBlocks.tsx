// A custom page's blocks in order, each drawn by its type's component (block-components.ts),
// leaving out a block whose section condition its document does not meet, as its own page would.
// The editor's live preview wraps each drawn block (BlockFrame) to find it, scroll to it and mark it.
// A type drawn more than once gets an id suffix per repeat, so the page's element ids stay unique.
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { isBlockShown, type Block, type CustomPageContent } from '@site/contracts/site';
import type { SiteFrame } from '../PageSections';
import { useBlockComponents } from './block-components';

/** Wraps each drawn block by its position; without a provider (the public site) a block is drawn as it is. */
export const BlockFrame = createContext<((index: number, block: ReactNode) => ReactNode) | null>(null);

/**
 * Each block's id suffix: none for the first drawn block of its type, so its anchors are the ones
 * its own page has (`#faq`), `-2`, `-3`, … for the next ones of that type, so that no two elements
 * of the page share an id.
 */
export function blockIdSuffixes(blocks: readonly Block[]): (string | undefined)[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    if (!isBlockShown(block)) return undefined;
    const count = (seen.get(block.type) ?? 0) + 1;
    seen.set(block.type, count);
    return count === 1 ? undefined : `-${count}`;
  });
}

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
  const idSuffixes = blockIdSuffixes(blocks);
  return (
    <>
      {!hasHeading && <h1 className="visually-hidden">{title}</h1>}
      {blocks.map((block: Block, index) => {
        if (!isBlockShown(block)) return null;
        const Component = componentOf(block.type);
        const drawn = <Component data={block.data} site={site} idSuffix={idSuffixes[index]} />;
        return <Fragment key={index}>{frame ? frame(index, drawn) : drawn}</Fragment>;
      })}
    </>
  );
}
