// A field of a schema form found by its form name and given focus: the one its label names (an
// image's address opens its "Image address" fold first). A field that is still on its way (a form
// just opened, a rich text's editor loading) is waited for, a frame at a time, for two seconds.

/** The id of the control a field's label names: `cards.0.title` → `field-cards-0-title`. */
export const fieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

const WAIT_FRAMES = 120;

function controlOf(root: ParentNode, selector: string): HTMLElement | null {
  const control = root.querySelector(selector);
  if (!(control instanceof HTMLElement)) return null;
  const fold = control.closest('details');
  if (fold && !fold.open) fold.open = true;
  return control.checkVisibility() ? control : null;
}

/**
 * Focuses the field named `name` inside `root` once it shows; the answer stops the wait. `selector`
 * finds a control whose id is not the schema form's (`fieldId`).
 */
export function focusField(root: () => ParentNode | null, name: string, selector = `#${CSS.escape(fieldId(name))}`): () => void {
  let frames = 0;
  let request = 0;
  const attempt = () => {
    const parent = root();
    const control = parent && controlOf(parent, selector);
    if (control) {
      control.focus();
      control.scrollIntoView({ block: 'nearest' });
    } else if ((frames += 1) < WAIT_FRAMES) request = requestAnimationFrame(attempt);
  };
  request = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(request);
}
