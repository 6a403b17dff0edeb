// A stand-in for an editor screen that is not built yet (issue 4 builds the admin's frame only):
// its heading and what it will do, with a plain notice that it is work in progress.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './EditorPlaceholder.module.css';

interface EditorPlaceholderProps {
  title: string;
  /** What the finished screen will let the admin do (admin-editor §2). */
  summary: string;
  children?: ReactNode;
}

export function EditorPlaceholder({ title, summary, children }: EditorPlaceholderProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.summary}>{summary}</p>
      {children}
      <p className={styles.notice}>This editor is not built yet: it comes in a later step.</p>
    </div>
  );
}
