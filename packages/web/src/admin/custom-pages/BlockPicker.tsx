// The picker of a new block: every block type with its small picture and name, and where it comes
// from (the section of a fixed page it reuses, or a block of its own).
import { BLOCK_TYPES, blockFacts, isBlockOnlyType, type BlockType } from '@site/contracts';
import { Dialog } from '../ui/Dialog';
import { BLOCK_PICTURES } from './block-pictures';
import styles from './PageEditor.module.css';

/** Where a type comes from: the fixed page whose section it reuses ("home/hero": home), or none. */
function originOf(type: BlockType): string {
  if (isBlockOnlyType(type)) return 'Custom pages only';
  return `From the ${type.split('/')[0] ?? type} page`;
}

export function BlockPicker({ onPick, onClose }: { onPick: (type: BlockType) => void; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add a block" description="Choose what the new block shows.">
      <ul className={styles.picker} aria-label="Block types">
        {BLOCK_TYPES.map((type) => {
          const Picture = BLOCK_PICTURES[type];
          return (
            <li key={type}>
              <button type="button" className={styles.pickerButton} onClick={() => onPick(type)}>
                <Picture className={styles.picture} size={28} aria-hidden="true" />
                <span className={styles.pickerName}>{blockFacts(type).label}</span>
                <span className={styles.pickerOrigin}>{originOf(type)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
