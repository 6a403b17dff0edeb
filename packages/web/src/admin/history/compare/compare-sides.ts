// Which two versions a compare opens on: the version chosen and, beside it, the draft when there is
// one, else the version saved after it, else (the newest) the one before it.
import type { RevisionSummary } from '@site/contracts';

export type Side = number | 'draft';

export function defaultSides(version: number, items: readonly RevisionSummary[], hasDraft: boolean): { from: number; to: Side } {
  if (hasDraft) return { from: version, to: 'draft' };
  // Newest first: the version after this one is just above it.
  const at = items.findIndex((item) => item.version === version);
  const newer = at > 0 ? items[at - 1] : undefined;
  if (newer) return { from: version, to: newer.version };
  const older = items[at + 1];
  return older ? { from: older.version, to: version } : { from: version, to: version };
}
