// The admin command line in the audit log: it signs nobody in, so its entries have no actor and say
// which command wrote them (`pnpm admin backup`) and on which file.
import type { AuditAction } from '@site/contracts';
import type { Db } from '../db/client.js';
import { recordAudit } from './audit-log.js';

/** Records `pnpm admin <command> <file>` as `action`, with what the command reported. */
export async function recordCommand(
  db: Db,
  action: Extract<AuditAction, 'backup' | 'import'>,
  command: string,
  file: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(
    db,
    { actor: null, actorId: null, address: null },
    { action, target: file, detail: { via: `pnpm admin ${command}`, ...detail } },
  );
}
