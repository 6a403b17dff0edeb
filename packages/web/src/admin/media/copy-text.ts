// Copies a link for the Copy action: the async Clipboard API where the page may use it, else the
// older select-and-execCommand way (plain-HTTP pages and some embedded browsers have no clipboard).
export const LINK_COPIED = 'Link copied!';
/** The 'Link copied!' toast lasts 2 seconds: long enough to read, short enough for the next copy. */
export const LINK_COPIED_MS = 2000;

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the fallback below.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
