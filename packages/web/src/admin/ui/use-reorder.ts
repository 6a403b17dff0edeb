// Moving the entries of an editor's list by hand: each entry has a handle that is dragged onto
// another entry, or focused and moved with the up and down arrow keys, and up and down buttons that
// call `move`. A move is said to a screen reader ("Card 2 moved to position 1 of 3.") and the
// handle keeps the focus as its entry moves, so the keys can move it on. The page editor's blocks
// and the form lists (cards, questions, menu links) both move this way.
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

/** Where a move from `from` to `to` lands in a list of `count`, or null when it is no move. */
export function reorderTarget(from: number, to: number, count: number): number | null {
  if (from === to || from < 0 || from >= count || to < 0 || to >= count) return null;
  return to;
}

/** Where the up and down arrow keys move the entry at `index`; null for any other key. */
export function keyTarget(key: string, index: number): number | null {
  if (key === 'ArrowUp') return index - 1;
  if (key === 'ArrowDown') return index + 1;
  return null;
}

/** What a screen reader hears after a move. */
export const movedSentence = (title: string, to: number, count: number) => `${title} moved to position ${to + 1} of ${count}.`;

export interface Reorder {
  /** Moves an entry (ignored when it goes nowhere), says so and keeps the focus on its handle. */
  move: (from: number, to: number) => void;
  /** The props of an entry's handle button: it drags, and moves with the arrow keys. */
  handleProps: (index: number) => {
    ref: (element: HTMLButtonElement | null) => void;
    draggable: true;
    'aria-describedby': string;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** The props of an entry as a drop target. */
  dropProps: (index: number) => {
    onDragOver: (event: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent) => void;
  };
  /** Whether an entry is where a dragged other entry would be dropped (to mark it). */
  isDropTarget: (index: number) => boolean;
  /** The id the handles are described by: the element with the list's instructions. */
  instructionsId: string;
  /** The last move in words, for a role="status" element. */
  announcement: string;
}

/**
 * Reordering for a list of `count` entries: `titleOf` names an entry in the announcement, `onMove`
 * changes the list itself.
 */
export function useReorder(
  count: number,
  titleOf: (index: number) => string,
  onMove: (from: number, to: number) => void,
): Reorder {
  const instructionsId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (from: number, to: number) => {
    if (reorderTarget(from, to, count) === null) return;
    const title = titleOf(from);
    onMove(from, to);
    setAnnouncement(movedSentence(title, to, count));
    requestAnimationFrame(() => handles.current[to]?.focus());
  };
  const reset = () => {
    setDragged(null);
    setOver(null);
  };
  return {
    move,
    handleProps: (index) => ({
      ref: (element) => {
        handles.current[index] = element;
      },
      draggable: true,
      'aria-describedby': instructionsId,
      onDragStart: (event) => {
        // A handle inside an entry (a list in a list's item) moves its own list's entries only.
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        setDragged(index);
      },
      onDragEnd: reset,
      onKeyDown: (event) => {
        const to = keyTarget(event.key, index);
        if (to === null) return;
        event.preventDefault();
        move(index, to);
      },
    }),
    dropProps: (index) => ({
      onDragOver: (event) => {
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(index);
      },
      onDragLeave: () => setOver((o) => (o === index ? null : o)),
      onDrop: (event) => {
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        move(dragged, index);
        reset();
      },
    }),
    isDropTarget: (index) => over === index && dragged !== index,
    instructionsId,
    announcement,
  };
}
