// The one piece of state the behaviours keep in the page: `aria-expanded` on a button. The script
// owns it (the components never render it), and the styles follow it, so what assistive technology
// announces and what is drawn cannot disagree.

export const isExpanded = (element: Element | null | undefined): boolean => element?.getAttribute('aria-expanded') === 'true';

export function setExpanded(element: Element, expanded: boolean): void {
  element.setAttribute('aria-expanded', String(expanded));
}

/** The elements under `root` (and `root` itself) that match `selector`. */
export function within<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] {
  const own = root instanceof Element && root.matches(selector) ? [root as E] : [];
  return [...own, ...root.querySelectorAll<E>(selector)];
}

/** Every button `selector` names under `root` starts collapsed, before anyone touches it. */
export function collapseAll(root: ParentNode, selector: string): void {
  for (const button of within(root, selector)) if (!button.hasAttribute('aria-expanded')) setExpanded(button, false);
}
