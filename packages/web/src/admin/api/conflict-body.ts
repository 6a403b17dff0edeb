// Reads the `current` version out of a 412 answer's body (the contract's conflict shape). Anything
// else is no conflict this editor can act on (undefined): it stays a plain refusal.
import { conflictSchema } from '@site/contracts';
import type { CurrentVersion } from './errors';

export function currentVersionOf(body: unknown): CurrentVersion | undefined {
  const parsed = conflictSchema.safeParse(body);
  return parsed.success ? parsed.data.current : undefined;
}
