// The admin's modal dialog on Radix (focus trapped inside, Escape and the close button close it,
// focus returns to what opened it, the title labels it). Screens give it a body and a footer.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState, type FocusEventHandler, type KeyboardEventHandler, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** "side" leaves the right of the screen visible (the live preview); "center" is a plain modal; "wide" a large one. */
  placement?: 'center' | 'side' | 'wide';
  /** Buttons under the scrolling body, always in view. */
  footer?: ReactNode;
  /** Buttons in the header, before Close (an editor's Undo and Redo). */
  actions?: ReactNode;
  /** Keys and focus anywhere in the dialog (an editor's Undo and Redo keys). */
  keys?: { onKeyDown: KeyboardEventHandler; onFocus: FocusEventHandler };
  children: ReactNode;
}

/**
 * Screens mount a dialog while it is open and unmount it to close it, which Radix's own focus return
 * does not cover: focus goes back to what had it when the dialog appeared (the button that opened it).
 */
function useReturnFocus() {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      setTimeout(() => {
        if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
      }, 0);
    },
    [opener],
  );
}

export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, placement = 'center', footer, actions, keys, children } = props;
  useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={`${styles.overlay} ${placement === 'side' ? styles.overlaySide : ''}`}
          // Beside the live preview a click on the page goes to the preview (click to edit); Radix sets `auto`.
          style={placement === 'side' ? { pointerEvents: 'none' } : undefined}
        />
        <RadixDialog.Content
          className={`${styles.content} ${styles[placement]}`}
          {...keys}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Beside the live preview a stray click on the page must not throw the draft away.
          onInteractOutside={placement === 'side' ? (event) => event.preventDefault() : undefined}
          // Escape in an open menu (a footer's More) closes the menu only; the menu handles it.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest('[role="menu"]')) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
            </div>
            <div className={styles.headerActions}>
              {actions}
              <RadixDialog.Close className={styles.close}>
                <X aria-hidden="true" size={18} />
                <span className="visually-hidden">Close</span>
              </RadixDialog.Close>
            </div>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
