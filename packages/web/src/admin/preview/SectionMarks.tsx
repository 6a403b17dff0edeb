// The live preview's sections, each in a frame without a box of its own (display: contents) named by
// its key: the editor finds the section being edited by it (sectionElement), scrolls to it and
// outlines it, so the admin sees which part of the page the open form changes.
import { useCallback, type ReactNode } from 'react';
import type { SectionKey } from '@site/contracts';
import { SectionFrame } from '../../site/PageSections';
import styles from './SectionMarks.module.css';

const ATTRIBUTE = 'data-preview-section';

/** The frame of a section drawn in the preview, if it is drawn. */
export const sectionElement = (root: ParentNode, key: string): Element | null =>
  root.querySelector(`[${ATTRIBUTE}="${CSS.escape(key)}"]`);

export function SectionMarks({ marked, children }: { marked: SectionKey | null; children: ReactNode }) {
  const frame = useCallback(
    (key: SectionKey, section: ReactNode) => (
      <div {...{ [ATTRIBUTE]: key }} data-marked={key === marked || undefined} className={styles.frame}>
        {section}
      </div>
    ),
    [marked],
  );
  return <SectionFrame.Provider value={frame}>{children}</SectionFrame.Provider>;
}
