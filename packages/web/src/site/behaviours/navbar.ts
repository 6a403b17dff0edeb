// The navbar's dropdowns and its menu on small screens. Hover opens a dropdown on the desktop
// layout, a click toggles it everywhere (dropdown-state.ts); Escape closes it and gives focus back
// to its button, ArrowDown on the button moves into the list, tabbing out closes it. A click
// elsewhere, Escape or following a link closes whatever is open; Escape on the open menu gives
// focus back to its toggle. Opening the phone menu moves focus to its first item; a tap on its
// backdrop closes it and gives focus back to the toggle, and so does tabbing out of the navbar (without
// moving focus). The markup (site/navbar) carries data attributes only; the state is each button's
// aria-expanded, which the styles follow (the backdrop, and the page that stops scrolling, too).
import { hoverClose, hoverOpen, toggle, type DropdownState } from './dropdown-state';
import { closestTo, crossesInto, isMouse, listen } from './delegation';
import { collapseAll, isExpanded, setExpanded, within } from './expanded';

/** Hover menus only where the desktop layout shows them side by side (the mobile list uses taps). */
const HOVER_LAYOUT = '(min-width: 1024px)';
const NAVBAR = '[data-navbar]';
const DROPDOWN = '[data-dropdown]';
const TRIGGER = '[data-dropdown-trigger]';
const MENU_TOGGLE = '[data-menu-toggle]';
const MENU_BACKDROP = '[data-menu-backdrop]';
const PINNED = 'data-pinned';

const triggersOf = (navbar: Element) => within(navbar, TRIGGER);

function readState(navbar: Element): DropdownState {
  const triggers = triggersOf(navbar);
  const index = triggers.findIndex((trigger) => isExpanded(trigger));
  return index < 0 ? null : { index, pinned: triggers[index]?.hasAttribute(PINNED) ?? false };
}

function writeState(navbar: Element, state: DropdownState): void {
  triggersOf(navbar).forEach((trigger, index) => {
    setExpanded(trigger, state?.index === index);
    trigger.toggleAttribute(PINNED, state?.index === index && state.pinned);
  });
}

function update(dropdown: Element, next: (state: DropdownState, index: number) => DropdownState): void {
  const navbar = dropdown.closest(NAVBAR);
  const trigger = dropdown.querySelector(TRIGGER);
  if (!navbar || !trigger) return;
  writeState(navbar, next(readState(navbar), triggersOf(navbar).indexOf(trigger as HTMLElement)));
}

const menuToggle = (navbar: Element) => navbar.querySelector<HTMLElement>(MENU_TOGGLE);
const anythingOpen = (navbar: Element) => readState(navbar) !== null || isExpanded(menuToggle(navbar));

function closeAll(navbar: Element): void {
  writeState(navbar, null);
  const toggleButton = menuToggle(navbar);
  if (toggleButton) setExpanded(toggleButton, false);
}

const firstLink = (dropdown: Element) => dropdown.querySelector<HTMLElement>('a');

export function startNavbar(root: Document | HTMLElement): () => void {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const win = doc.defaultView ?? window;
  collapseAll(root, `${TRIGGER}, ${MENU_TOGGLE}`);
  const navbars = () => within(root, NAVBAR);
  const hoverable = (event: PointerEvent) => isMouse(event) && win.matchMedia(HOVER_LAYOUT).matches;

  const onClick = (event: MouseEvent) => {
    const navbar = closestTo(event, NAVBAR);
    if (!navbar) return;
    const toggleButton = closestTo(event, MENU_TOGGLE);
    const trigger = closestTo(event, TRIGGER);
    const dropdown = trigger?.closest(DROPDOWN);
    if (toggleButton) {
      const opening = !isExpanded(toggleButton);
      setExpanded(toggleButton, opening);
      if (opening) navbar.querySelector<HTMLElement>(`#${toggleButton.getAttribute('aria-controls')} :is(a, button)`)?.focus();
    } else if (closestTo(event, MENU_BACKDROP)) {
      closeAll(navbar);
      menuToggle(navbar)?.focus();
    } else if (dropdown) update(dropdown, toggle);
    // Following a link: whatever was open closes, whether the page reloads or the address changes in place.
    else if (closestTo(event, 'a[href]')) closeAll(navbar);
  };

  const onPointerOver = (event: PointerEvent) => {
    const dropdown = closestTo(event, DROPDOWN);
    if (dropdown && hoverable(event) && crossesInto(event, dropdown)) update(dropdown, hoverOpen);
  };

  const onPointerOut = (event: PointerEvent) => {
    const dropdown = closestTo(event, DROPDOWN);
    if (dropdown && hoverable(event) && crossesInto(event, dropdown)) update(dropdown, hoverClose);
  };

  // Tabbing out of an open dropdown closes it, as a keyboard user would expect.
  const onFocusOut = (event: FocusEvent) => {
    const dropdown = closestTo(event, DROPDOWN);
    const next = event.relatedTarget;
    if (dropdown && isExpanded(dropdown.querySelector(TRIGGER)) && next instanceof Node && !dropdown.contains(next))
      update(dropdown, () => null);
    // Tabbing past the phone menu's last item into the page closes the menu.
    const navbar = closestTo(event, NAVBAR);
    if (navbar && isExpanded(menuToggle(navbar)) && next instanceof Node && !navbar.contains(next)) closeAll(navbar);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const dropdown = closestTo(event, DROPDOWN);
    const trigger = dropdown?.querySelector<HTMLElement>(TRIGGER);
    if (event.key === 'ArrowDown' && dropdown && trigger && event.target === trigger) {
      event.preventDefault();
      if (!isExpanded(trigger)) update(dropdown, toggle);
      firstLink(dropdown)?.focus();
      return;
    }
    if (event.key !== 'Escape') return;
    // Escape inside an open dropdown closes that dropdown only.
    if (dropdown && trigger && isExpanded(trigger)) {
      update(dropdown, () => null);
      trigger.focus();
      return;
    }
    for (const navbar of navbars()) {
      const toggleButton = menuToggle(navbar);
      const menuWasOpen = isExpanded(toggleButton);
      if (!anythingOpen(navbar)) continue;
      closeAll(navbar);
      if (menuWasOpen) toggleButton?.focus();
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    for (const navbar of navbars())
      if (!(event.target instanceof Node && navbar.contains(event.target)) && anythingOpen(navbar)) closeAll(navbar);
  };

  // Back and forward within the site (client-side navigation) close whatever was open, as a link does.
  const onPopState = () => navbars().forEach(closeAll);

  const stops = [
    listen(root, { click: onClick, pointerover: onPointerOver, pointerout: onPointerOut, focusout: onFocusOut }),
    listen(doc, { keydown: onKeyDown, pointerdown: onPointerDown }),
    listen(win, { popstate: onPopState }),
  ];
  return () => stops.forEach((stop) => stop());
}
