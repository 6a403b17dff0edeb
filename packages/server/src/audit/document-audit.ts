// The audit log's entry of a save of a versioned document (a section, the services list, a page, a
// page's search-engine settings, the site settings), written in the save's own transaction: a save
// of published content is `published`, of the site settings `settings_changed`, unless the caller
// names another action (a restore, a deleted service).
import { eq } from 'drizzle-orm';
import { getSection, type AuditAction, type SectionKey } from '@site/contracts';
import type { Db } from '../db/client.js';
import { customPages } from '../db/schema.js';
import { recordAudit, type AuditActor } from './audit-log.js';

/** What a save tells the audit log; a save without it (the seed, an import logged as a whole) is not logged. */
export interface SaveAudit {
  by: AuditActor;
  action?: AuditAction;
  /** In words a reader recognises; by default the document's (`home/hero`, `page careers`). */
  target?: string;
  detail?: Record<string, unknown>;
}

/**
 * A document's name in the log: a section's path, `services`, `settings`, `page <slug>`, `seo <page>`;
 * a translation's is its document's with the language (`home/hero [bn]`).
 */
export async function documentTarget(db: Db, document: string): Promise<string> {
  const at = document.lastIndexOf('@');
  if (at > 0) return `${await documentTarget(db, document.slice(0, at))} [${document.slice(at + 1)}]`;
  if (document.startsWith('section:')) return getSection(document.slice('section:'.length) as SectionKey).path;
  if (document.startsWith('seo:')) return `seo ${document.slice('seo:'.length)}`;
  if (document.startsWith('page:')) {
    const [row] = await db
      .select({ slug: customPages.slug })
      .from(customPages)
      .where(eq(customPages.id, Number(document.slice('page:'.length))));
    return `page ${row?.slug ?? document.slice('page:'.length)}`;
  }
  return document;
}

/** Records the save of `document` as its version `version`, through the save's transaction `db`. */
export async function recordDocumentSave(db: Db, document: string, version: number, audit: SaveAudit): Promise<void> {
  await recordAudit(db, audit.by, {
    action: audit.action ?? (document === 'settings' ? 'settings_changed' : 'published'),
    target: audit.target ?? (await documentTarget(db, document)),
    detail: { version, ...audit.detail },
  });
}
