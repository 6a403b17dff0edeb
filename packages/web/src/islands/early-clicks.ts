// A button pressed before the code that answers it is running (a press starts loading that code, but
// the click comes first) would do nothing: the click is held and made again on the same button once
// the code runs, so a visitor's early tap on the carousel's arrow or a gallery picture is not lost.
// Links and a form's send button keep their own way (an island holds an early submit itself: start.ts),
// and so do the buttons the plain-script behaviours answer at once (Read More, the cards: site/behaviours).

const HELD_BUTTONS = 'button:not([data-read-more], [data-card-button])';

/** Holds the clicks on `element`'s buttons until `isLive`; `live` starts its code and settles once it runs. */
export function holdEarlyClicks(element: Element, isLive: () => boolean, live: () => Promise<void>): void {
  element.addEventListener(
    'click',
    (event) => {
      if (isLive() || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLButtonElement>(HELD_BUTTONS);
      if (!button || (button.type === 'submit' && button.form) || !element.contains(button)) return;
      event.preventDefault();
      live().then(
        () => button.isConnected && button.click(),
        (error: unknown) => console.error(error),
      );
    },
    { capture: true },
  );
}
