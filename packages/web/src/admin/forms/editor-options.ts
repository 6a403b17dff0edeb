// How one section's editor differs from the plain schema-driven form: labels, image categories,
// list wording and new items, the spec's messages and checks. Keys are field patterns, with `*`
// for a list index ("teamInfo.members.*.imageUrl"). Everything not named here comes from the schema.
import { createContext, useContext } from 'react';

export interface ListOptions {
  /** What one item is called: "Member" gives "Member 3", "Add Member", "Remove Member 3". */
  itemLabel: string;
  /** The add button's words when they are the spec's ("Add Member"); default "Add {itemLabel}". */
  addLabel?: string;
  /** A new item's value; default: every field of the item empty. */
  newItem?: (items: unknown[]) => unknown;
  /**
   * Fields that must be filled before an item can be added: the editor then shows a small form for
   * the new item whose add button stays disabled until they are (admin spec §5: Team, Services).
   */
  requires?: string[];
  /** A question the admin must confirm before an item is removed (admin spec §5: 'Delete this feature?'). */
  confirmRemove?: string;
}

export interface EditorOptions {
  /** The category uploads are filed under, per image field pattern, with one default. */
  category: string;
  categories?: Record<string, string>;
  labels?: Record<string, string>;
  /** A line of help under a field, per field pattern (a service's slug rule). */
  hints?: Record<string, string>;
  lists?: Record<string, ListOptions>;
  /** Toast when an image upload fails (admin spec §8); default 'Image upload failed'. */
  uploadFailure?: string;
}

/** Fields an admin never edits: ids are given by the editor or the server. */
export const isHiddenKey = (key: string) => key === 'id' || key === '_id';

export const EditorOptionsContext = createContext<EditorOptions>({ category: 'uploads' });
export const useEditorOptions = () => useContext(EditorOptionsContext);

/** Inside a new item's own small form, field names are relative: this is the pattern before them. */
export const PatternPrefixContext = createContext('');
export const usePatternPrefix = () => useContext(PatternPrefixContext);
