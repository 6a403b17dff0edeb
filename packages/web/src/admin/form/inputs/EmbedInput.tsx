// The address of an embedded map or video, with a 200 px preview frame of it.
import type { InputProps } from './input-props';
import { TextInput } from './TextInput';
import styles from './Field.module.css';

export function EmbedInput(props: InputProps) {
  return (
    <>
      <TextInput {...props} type="url" />
      {props.value && <iframe className={styles.embed} src={props.value} title={`${props.label} preview`} loading="lazy" />}
    </>
  );
}
