// Event delegation: listeners on the root, the element each event concerns found from its target.

/** The element `selector` names that holds the event's target, if any. */
export function closestTo<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  return event.target instanceof Element ? event.target.closest<E>(selector) : null;
}

/** `pointerover`/`pointerout` bubble (so they can be delegated); this makes them enter and leave `element`. */
export const crossesInto = (event: PointerEvent, element: Element) =>
  !(event.relatedTarget instanceof Node && element.contains(event.relatedTarget));

export const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
