// The live preview's blocks, each in a frame without a box of its own named `block-{index}`, as
// the page editors' sections are (preview/SectionMarks.tsx): the editor follows and outlines the
// block being edited with the same hook and style.
import { useCallback, type ReactNode } from 'react';
import { BlockFrame } from '../../site/custom/CustomPageBlocks';
import styles from '../preview/SectionMarks.module.css';

export const blockKey = (index: number) => `block-${index}`;

export function BlockMarks({ marked, children }: { marked: number | null; children: ReactNode }) {
  const frame = useCallback(
    (index: number, block: ReactNode) => (
      <div data-preview-section={blockKey(index)} data-marked={index === marked || undefined} className={styles.frame}>
        {block}
      </div>
    ),
    [marked],
  );
  return <BlockFrame.Provider value={frame}>{children}</BlockFrame.Provider>;
}
