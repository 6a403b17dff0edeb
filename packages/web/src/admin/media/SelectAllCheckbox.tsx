// A checkbox that can also show 'some' (indeterminate), which HTML only allows as a DOM property.
import { useEffect, useRef } from 'react';
import type { SelectAllState } from './selection';

interface SelectAllCheckboxProps {
  state: SelectAllState;
  onToggle: () => void;
  label: string;
  disabled?: boolean;
}

export function SelectAllCheckbox({ state, onToggle, label, disabled }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={state === 'all'} onChange={onToggle} disabled={disabled} />;
}
