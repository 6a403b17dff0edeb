// Which old item each new item of a list is, when list items have no ids: the one rule the server
// uses to make a translation follow its document's lists (list-moves.ts) and the history uses to
// compare two versions item by item (document-diff.ts). In this order:
//   1. a new item equal to an old one not yet paired is that item (equal items pair in their order);
//   2. an item left over that keeps at least half of its texts is the old item left over that
//      shares most of them: edited, and perhaps moved;
//   3. an item left over at a position whose old item is left over too is that item edited in place;
//   4. any other item is new, and an old item left over was deleted.
import { dequal } from 'dequal';

/** How two items compare: `sameKind` (a block's type) must hold for any pairing; `texts` are those rule 2 counts. */
export interface ItemRule {
  sameKind(before: unknown, after: unknown): boolean;
  /** An item's texts (each as its JSON), or undefined when rule 2 does not apply (a list of plain values). */
  texts(item: unknown): readonly string[] | undefined;
}

/** How many of `mine` (an item's texts) `theirs` has too, when that is at least half of them (else 0). */
function sharedTexts(mine: readonly string[], theirs: readonly string[]): number {
  const left = [...theirs];
  let shared = 0;
  for (const text of mine) {
    const at = left.indexOf(text);
    if (at === -1) continue;
    left.splice(at, 1);
    shared += 1;
  }
  return shared * 2 >= mine.length ? shared : 0;
}

/** Pairs the new items with the old (the rule above): per new position, the old one or null. */
export function pairItems(before: readonly unknown[], after: readonly unknown[], rule: ItemRule): (number | null)[] {
  const from: (number | null)[] = after.map(() => null);
  const taken = before.map(() => false);
  const pair = (j: number, i: number) => {
    from[j] = i;
    taken[i] = true;
  };
  after.forEach((item, j) => {
    const i = before.findIndex((old, k) => !taken[k] && dequal(old, item));
    if (i !== -1) pair(j, i);
  });
  // Each old item's texts, found once (a list may have hundreds of items).
  const oldTexts = new Map<number, readonly string[]>();
  after.forEach((item, j) => {
    const mine = from[j] === null ? rule.texts(item) : undefined;
    if (!mine) return;
    let best = -1;
    let bestShared = 0;
    before.forEach((old, i) => {
      if (taken[i] || !rule.sameKind(old, item)) return;
      if (!oldTexts.has(i)) oldTexts.set(i, rule.texts(old) ?? []);
      const shared = sharedTexts(mine, oldTexts.get(i)!);
      if (shared > bestShared) [best, bestShared] = [i, shared];
    });
    if (best !== -1) pair(j, best);
  });
  after.forEach((item, j) => {
    if (from[j] === null && j < before.length && !taken[j] && rule.sameKind(before[j], item)) pair(j, j);
  });
  return from;
}
