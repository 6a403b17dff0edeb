// A page's blocks in order: each opens its editor, and moves (dragged by its handle, or with the
// arrow keys on the handle, or its up and down buttons), is duplicated or removed. A block of a type
// this version does not know is shown as such: it can only be removed.
import { isBlockType, type StoredBlock } from '@site/contracts';
import { ArrowDown, ArrowUp, CircleAlert, Copy, GripVertical, Trash2 } from 'lucide-react';
import buttons from '../ui/Button.module.css';
import { useReorder } from '../ui/use-reorder';
import { BLOCK_PICTURES } from './block-pictures';
import { blockLabel } from './page-blocks';
import frame from '../page-editor/PageEditorScreen.module.css';
import styles from './PageEditor.module.css';

interface Props {
  blocks: readonly StoredBlock[];
  onOpen: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

export function BlockList({ blocks, onOpen, onMove, onDuplicate, onRemove }: Props) {
  const titleOf = (index: number) => {
    const block = blocks[index];
    return block ? blockLabel(block) : 'Block';
  };
  const reorder = useReorder(blocks.length, titleOf, onMove);
  const { move } = reorder;

  if (blocks.length === 0) return <p className={frame.hint}>No blocks yet: add the first one.</p>;
  return (
    <>
      <p id={reorder.instructionsId} className="visually-hidden">
        Drag a block by its handle, or focus the handle and press the up or down arrow key, to move it.
      </p>
      <ol className={styles.blocks} aria-label="Blocks">
        {blocks.map((block, index) => {
          const label = blockLabel(block);
          const known = isBlockType(block.type);
          const Picture = isBlockType(block.type) ? BLOCK_PICTURES[block.type] : CircleAlert;
          const name = `${label}, block ${index + 1}`;
          return (
            <li
              // Positions are what the admin sees and moves; a block has no id of its own.
              key={index}
              className={`${styles.block} ${reorder.isDropTarget(index) ? styles.dropTarget : ''}`}
              {...reorder.dropProps(index)}
            >
              <button
                type="button"
                className={`${buttons.button} ${buttons.icon} ${styles.handle}`}
                aria-label={`Move ${name}`}
                {...reorder.handleProps(index)}
              >
                <GripVertical size={16} aria-hidden="true" />
              </button>
              {known ? (
                <button type="button" className={styles.blockOpen} onClick={() => onOpen(index)} aria-label={`Edit ${name}`}>
                  <Picture size={18} aria-hidden="true" />
                  <span>{label}</span>
                </button>
              ) : (
                <span className={`${styles.blockOpen} ${styles.unknown}`} title="Not shown on the site: remove it before saving.">
                  <Picture size={18} aria-hidden="true" />
                  <span>{label}</span>
                </span>
              )}
              <span className={styles.blockTools}>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.icon}`}
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.icon}`}
                  aria-label={`Move ${name} down`}
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
                {known && (
                  <button
                    type="button"
                    className={`${buttons.button} ${buttons.icon}`}
                    aria-label={`Duplicate ${name}`}
                    onClick={() => onDuplicate(index)}
                  >
                    <Copy size={16} aria-hidden="true" />
                  </button>
                )}
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.icon} ${buttons.dangerQuiet}`}
                  aria-label={`Remove ${name}`}
                  onClick={() => onRemove(index)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {reorder.announcement}
      </p>
    </>
  );
}
