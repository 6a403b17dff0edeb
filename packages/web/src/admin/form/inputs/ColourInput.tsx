// A colour: text (any CSS colour: hex, rgb(), hsl(), a name; the form checks it with the contract's
// rule) beside a swatch that opens a picker (react-colorful, keyboard operable). The picker writes
// hex; typed text is kept as typed. The swatch shows only a colour, never other typed text.
import { lazy, Suspense, useState } from 'react';
import { safeColour } from '@site/contracts';
import type { InputProps } from './input-props';
import styles from './Field.module.css';

/** The picker's code is downloaded when a picker is first opened. */
const HexColorPicker = lazy(() => import('react-colorful').then((module) => ({ default: module.HexColorPicker })));

/** The picker only understands hex: anything else opens it on black without changing the text. */
const asHex = (value: string) => (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : '#000000');

export function ColourInput({ a11y, label, value, onChange, onBlur, inputRef }: InputProps) {
  const [open, setOpen] = useState(false);
  const pickerId = `${a11y.id}-picker`;
  return (
    <>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.swatch}
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.swatchFill} style={{ background: safeColour(value) }} />
          <span className="visually-hidden">{open ? `Close the ${label} picker` : `Pick ${label}`}</span>
        </button>
        <input
          {...a11y}
          ref={inputRef}
          type="text"
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      {open && (
        <div id={pickerId} className={styles.picker}>
          <Suspense>
            <HexColorPicker color={asHex(value)} onChange={onChange} />
          </Suspense>
        </div>
      )}
    </>
  );
}
