// A button that opens a short menu of actions (the WAI-ARIA menu button): the button says it has a
// menu and whether it is open; opening moves focus to the first item (ArrowUp on the button: the
// last); ArrowDown and ArrowUp move round the items, Home and End go to the ends; Escape closes the
// menu and gives focus back to the button; Tab or a click elsewhere closes it. Choosing an item closes
// the menu, gives focus back to the button, then acts. The menu lines up with the button's start, or
// with its end for a button at the end of a row (so it stays in a phone's window).
import { ChevronUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import buttons from './Button.module.css';
import styles from './MenuButton.module.css';

interface MenuAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface Props {
  label: string;
  items: readonly MenuAction[];
  disabled?: boolean;
  className?: string;
  /** Which of the button's edges the menu lines up with. */
  align?: 'start' | 'end';
}

export function MenuButton({ label, items, disabled = false, className = '', align = 'start' }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Which item takes focus once the menu shows (0: the first, -1: the last).
  const [start, setStart] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const itemsOf = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = itemsOf();
    all.at(start)?.focus();
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, start]);

  const show = (at: number) => {
    setStart(at);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      all.at(index % all.length)?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={root} className={`${styles.root} ${className}`}>
      <button
        ref={button}
        type="button"
        className={buttons.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronUp aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          className={`${styles.menu} ${align === 'end' ? styles.end : ''}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
