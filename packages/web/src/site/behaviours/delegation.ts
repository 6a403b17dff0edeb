// Event delegation: listeners on the root, the element each event concerns found from its target.

/** The element `selector` names that holds the event's target, if any. */
export function closestTo<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  return event.target instanceof Element ? event.target.closest<E>(selector) : null;
}

/** `pointerover`/`pointerout` bubble (so they can be delegated); this makes them enter and leave `element`. */
export const crossesInto = (event: PointerEvent, element: Element) =>
  !(event.relatedTarget instanceof Node && element.contains(event.relatedTarget));

export const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/** Adds each listener to `target` by event type; the function returned removes them all. */
export function listen(target: EventTarget, listeners: Record<string, (event: never) => void>): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
