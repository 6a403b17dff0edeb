// Which card of a group shows its other side: one at a time, by index (null: none).

export type ActiveCard = number | null;

/** A mouse over it, or focus on its button: this card. */
export const enter = (_active: ActiveCard, index: number): ActiveCard => index;

/** Leaving a card turns it back; leaving one that is not the active card changes nothing. */
export const leave = (active: ActiveCard, index: number): ActiveCard => (active === index ? null : active);

/** A click on a flip card: it turns over, or back if it was the one turned. */
export const flip = (active: ActiveCard, index: number): ActiveCard => (active === index ? null : index);
