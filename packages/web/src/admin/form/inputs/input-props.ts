// What every presentational editor input takes: a string value and its change, plus the label the
// input's own buttons name themselves after ("Upload Logo"), and the shell's accessibility props.
import type { Ref } from 'react';
import type { InputA11y } from './FieldShell';

export interface InputProps {
  a11y: InputA11y;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}
