// The React side of a form's editor options (their shape is the contract's, section-facts.ts: the
// registry gives each section's): the options of the open form, and the pattern prefix inside a
// new item's own small form. Keys are field patterns, with `*` for a list index.
import { createContext, useContext, type ReactNode } from 'react';
import type { EditorOptions } from '@site/contracts';

export type { EditorOptions, ListOptions } from '@site/contracts';

/** Fields an admin never edits: ids are given by the editor or the server. */
export const isHiddenKey = (key: string) => key === 'id' || key === '_id';

export const EditorOptionsContext = createContext<EditorOptions>({ category: 'uploads' });
export const useEditorOptions = () => useContext(EditorOptionsContext);

/**
 * What a form shows under a field besides its hint, by field pattern: what the value gives, as it is
 * typed (the title a template makes, a description's length, the icons made from a favicon).
 */
export const FieldNotesContext = createContext<Record<string, ReactNode>>({});
export const useFieldNote = (pattern: string): ReactNode => useContext(FieldNotesContext)[pattern];

/** Inside a new item's own small form, field names are relative: this is the pattern before them. */
export const PatternPrefixContext = createContext('');
export const usePatternPrefix = () => useContext(PatternPrefixContext);
