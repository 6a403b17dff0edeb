// The rich-text field, loaded when a form first shows one: the editor library (TipTap, ProseMirror)
// is the largest part of it, and most editor screens never need it.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { RichTextField } from './RichTextField';
import styles from './RichTextField.module.css';

const RichTextFieldChunk = lazy(() => import('./RichTextField').then((module) => ({ default: module.RichTextField })));

export function LazyRichTextField(props: ComponentProps<typeof RichTextField>) {
  return (
    <Suspense
      fallback={
        <div className={`${styles.frame} ${styles.loading}`} aria-busy="true">
          Loading the text editor…
        </div>
      }
    >
      <RichTextFieldChunk {...props} />
    </Suspense>
  );
}
