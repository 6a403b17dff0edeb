// Cards that show their other side, one per group at a time (card-state.ts): the flip cards
// (data-card="flip": a mouse over flips, leaving unflips, a click or Enter/Space on the card's button
// toggles) and the image cards (data-card="reveal": a mouse over, focus on the button or a tap shows
// the details; leaving or blurring hides them). A tap must not count as a hover, or it would undo its
// own toggle: only a real mouse's pointer events count. The script sets the card's data-flipped or
// data-active and its button's aria-expanded; the styles follow the card's attribute.
import { enter, flip, leave, type ActiveCard } from './card-state';
import { closestTo, crossesInto, isMouse, listen } from './delegation';
import { setExpanded, within } from './expanded';

const CARD = '[data-card]';
const GROUP = '[data-card-group]';
const BUTTON = '[data-card-button]';

const stateAttribute = (card: Element) => (card.getAttribute('data-card') === 'flip' ? 'data-flipped' : 'data-active');
const isActive = (card: Element) => card.getAttribute(stateAttribute(card)) === 'true';

function setActive(card: Element, active: boolean): void {
  card.setAttribute(stateAttribute(card), String(active));
  const button = card.querySelector(BUTTON);
  if (button) setExpanded(button, active);
}

function update(card: HTMLElement, next: (active: ActiveCard, index: number) => ActiveCard): void {
  const group = card.closest(GROUP);
  const cards = group ? within(group, CARD) : [card];
  const active = cards.findIndex(isActive);
  const result = next(active < 0 ? null : active, cards.indexOf(card));
  cards.forEach((each, index) => setActive(each, index === result));
}

export function startCards(root: Document | HTMLElement): () => void {
  for (const card of within(root, CARD)) if (!card.hasAttribute(stateAttribute(card))) setActive(card, false);

  const onPointerOver = (event: PointerEvent) => {
    const card = closestTo(event, CARD);
    if (card && isMouse(event) && crossesInto(event, card)) update(card, enter);
  };
  const onPointerOut = (event: PointerEvent) => {
    const card = closestTo(event, CARD);
    if (card && isMouse(event) && crossesInto(event, card)) update(card, leave);
  };
  const onClick = (event: MouseEvent) => {
    const card = closestTo(event, BUTTON)?.closest<HTMLElement>(CARD);
    if (card) update(card, card.getAttribute('data-card') === 'flip' ? flip : enter);
  };
  // The details of an image card show while its button has focus.
  const onFocus = (next: typeof enter) => (event: FocusEvent) => {
    const card = closestTo(event, BUTTON)?.closest<HTMLElement>('[data-card="reveal"]');
    if (card) update(card, next);
  };

  return listen(root, {
    pointerover: onPointerOver,
    pointerout: onPointerOut,
    click: onClick,
    focusin: onFocus(enter),
    focusout: onFocus(leave),
  });
}
