// Writes imported content: every section and the services list in ONE transaction, through the same
// functions the API uses (so validation and version history apply), all or nothing.
import type { CustomPage, SectionKey } from '@site/contracts';
import { putCustomPage } from '../content/custom-pages.js';
import type { z } from 'zod';
import type { serviceListInputSchema } from '@site/contracts';
import { writeSection } from '../content/sections.js';
import { saveServices } from '../content/services.js';
import type { Db } from '../db/client.js';

export interface ContentToWrite {
  sections: Partial<Record<SectionKey, unknown>>;
  /** Absent: the services list is left as it is. */
  services?: z.output<typeof serviceListInputSchema>;
  /** Custom pages, each created or replacing the page at its address; others are left as they are. */
  pages?: CustomPage[] | undefined;
  /** Blocks left out of the pages (a type this version does not know), for the report. */
  skippedBlocks?: string[];
}

/** `note` names the import in each document's history (e.g. "Imported from site.json"). */
export type WriteContent = (db: Db, content: ContentToWrite, note: string) => void;

export const writeContent: WriteContent = (db, content, note) => {
  db.transaction(() => {
    for (const [key, doc] of Object.entries(content.sections)) writeSection(db, key as SectionKey, doc, { note });
    if (content.services) saveServices(db, content.services, { note });
    for (const page of content.pages ?? []) putCustomPage(db, page, { note });
  });
};
