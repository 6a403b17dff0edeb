// Click to edit in the live preview: what a screen gives its preview (which sections may be picked,
// under which names, and what a pick does) and what a pick tells it. The frame's own code finds
// the section under the pointer (usePreviewPicker.ts); the field is read on the click
// (clicked-element.ts, loaded then).

/** A click on a section of the preview. */
interface PreviewPick {
  /** The frame's key: a section's key, `block-{n}`, `service`. */
  key: string;
  /** The form name of the field the click shows in the section's document, or null. */
  fieldIn: (document: unknown) => string | null;
}

export interface Picking {
  /** The name a section is shown with (its button's words), or null where a click does nothing. */
  nameOf: (key: string) => string | null;
  onPick: (pick: PreviewPick) => void;
}

/** What an open editor is asked to do after a pick: focus a field of its own (or just show its form). */
export interface FieldFocus {
  /** The field's form name; null when the click named none. */
  name: string | null;
  /** A new number per pick, so the same field picked twice is focused twice. */
  n: number;
}
