// What the registry knows of a section besides its place (its key, API path, name, condition and
// whether it is a block: page-sections.ts): what it accepts, what it holds before its first save and
// how its editor differs from the plain form its schema gives. Each page's contract file (sections/<page>.ts) states these for
// its sections; registry.ts joins them to the pages' lists. Plain data and functions, no React: the
// server's importer files images under the editor's categories, the editor reads the rest.
import type { z } from 'zod';

/** How the editor words one list and makes its new items. */
export interface ListOptions {
  /** What one item is called: "Member" gives "Member 3", "Add Member", "Remove Member 3". */
  itemLabel: string;
  /** The add button's words when they differ from "Add {itemLabel}" ("Add Member"). */
  addLabel?: string;
  /** A new item's value; default: every field of the item empty. */
  newItem?: (items: unknown[]) => unknown;
  /**
   * Fields that must be filled before an item can be added: the editor then shows a small form for
   * the new item whose add button stays disabled until they are (a team member, a home service).
   */
  requires?: string[];
  /** A question the admin must confirm before an item is removed ('Delete this feature?'). */
  confirmRemove?: string;
  /**
   * An empty list is a menu the site makes itself (the navbar's, the footer's columns): the editor
   * says so and offers to start from it as the site shows it now.
   */
  startFrom?: 'navbar' | 'footer';
}

/**
 * How one form differs from the plain schema-driven form: image categories, labels, hints and list
 * wording. Keys are field patterns, with `*` for a list index ("teamInfo.members.*.imageUrl");
 * everything not named here comes from the schema.
 */
export interface EditorOptions {
  /** The image-library category uploads are filed under (imports too), with `categories` per field pattern. */
  category: string;
  categories?: Record<string, string>;
  labels?: Record<string, string>;
  /** A line of help under a field (a service's slug rule). */
  hints?: Record<string, string>;
  lists?: Record<string, ListOptions>;
  /** Link fields whose editor offers the site's pages in a list, with "Other address…" for any other. */
  pageTargets?: string[];
  /** The toast when an image upload fails; default 'Image upload failed'. */
  uploadFailure?: string;
  /** The words of a choice's options by field pattern ({ imageSide: { left: 'Picture on the left' } }); default the stored value. */
  choiceLabels?: Record<string, Record<string, string>>;
}

/** A section's editor: its form's options, the button that opens it and the messages of a save. */
export interface SectionEditor extends EditorOptions {
  /** The toast after a save, word for word as the admins know it. */
  success: string;
  /** The toast when a save fails; default the server's own sentence. */
  failure?: string;
  /** A check before saving, beyond the schema's: a message stops the save. */
  validate?: (values: Record<string, unknown>) => string | null;
}

export interface SectionFacts<S extends z.ZodObject = z.ZodObject> {
  schema: S;
  /** What the section holds before its first save: a missing document reads as this. */
  defaults: z.output<S>;
  editor: SectionEditor;
  /**
   * What a new block of this type starts with on a custom page, when not `defaults` (which a fixed
   * page shows before its first save): words that show what goes where, links that lead somewhere,
   * and a list block's first few items (an empty list is a heading over nothing).
   */
  blockDefaults?: z.output<S>;
  /**
   * The picture fields a new block fills from the image library, so it starts laid out as it will
   * look (a hero with its picture beside the text); with `*` for each item of a list
   * ("cards.*.imageSrc", "images.*"), so a gallery or a logo strip starts with pictures to show.
   */
  blockPictures?: readonly string[];
  /**
   * The field (a dot path) that holds its heading, which the editor's lists show to tell one from
   * another; default its top-level `title`, `heading` or `header` (summary.ts).
   */
  headingField?: string;
  /**
   * Fields the section once had and no longer has: dropped from a stored document, version or export
   * as it is read, so an older one still fits the schema.
   */
  retired?: readonly string[];
}

/** Facts with the name the editor calls them by: a section's from its place, a block-only type's its own. */
export type NamedFacts = SectionFacts & { label: string };

/** One section's facts, with the default checked against the schema's output. */
export const sectionFacts = <S extends z.ZodObject>(facts: SectionFacts<S>): SectionFacts<S> => facts;

/** The toasts of a failed image upload in the editors that name what was uploaded. */
export const LOGO_UPLOAD_FAILED = 'Failed to upload logo';
export const IMAGE_UPLOAD_FAILED = 'Failed to upload image';
