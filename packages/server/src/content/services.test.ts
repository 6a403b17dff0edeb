// Deleting a service: finding it and saving the list without it are one transaction, so two
// deletes of the same service at once record one deletion and answer the other a 404.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SERVICES_DOCUMENT, serviceListInputSchema } from '@site/contracts';
import type { OpenDb } from '../db/client.js';
import { revisions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { deleteService, listServices, saveServices } from './services.js';
import { eachTestDatabase } from '../test/test-database.js';

let db: OpenDb;
eachTestDatabase((opened) => (db = opened));

const listVersions = async () =>
  (await db.select({ note: revisions.note }).from(revisions).where(eq(revisions.document, SERVICES_DOCUMENT))).map((r) => r.note);

describe('deleteService', () => {
  it('two deletes of the same service started together: one deletion is recorded, the other is a 404', async () => {
    const [cleaning] = await saveServices(db, serviceListInputSchema.parse([{ title: 'Deep Cleaning' }, { title: 'Windows' }]));
    const results = await Promise.allSettled([deleteService(db, cleaning!._id), deleteService(db, cleaning!._id)]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: undefined });
    expect(results[1]).toMatchObject({ status: 'rejected' });
    const refusal = (results[1] as PromiseRejectedResult).reason as ApiError;
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.status).toBe(404);
    expect((await listServices(db)).map((s) => s.title)).toEqual(['Windows']);
    expect(await listVersions()).toEqual([null, 'Deleted the service "Deep Cleaning"']);
  });
});
