// The dashboard: GET /dashboard answers what waits for someone in one documented shape (the
// contract's dashboardSchema); without a token it is refused. A draft saved here is listed with its
// author and discarded again.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboardSchema, draftSummarySchema, NO_CREDENTIALS, SECTIONS, userSchema } from '@site/contracts';
import { changeAField } from './change-a-field.js';
import { api, authApi, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();

const dashboard = async () =>
  dashboardSchema.strict().parse((await target.http().get(api('dashboard')).set(target.auth()).expect(200)).body);

describe('the dashboard', () => {
  it('is refused without a token with 401', async () => {
    const res = await target.http().get(api('dashboard'));
    expect([res.status, res.body]).toEqual([401, { detail: NO_CREDENTIALS }]);
  });

  it.skipIf(!canWrite)(signedIn("answers the contract's shape, with the parts its role may see"), async () => {
    const me = userSchema.parse((await target.http().get(authApi('users/me')).set(target.auth()).expect(200)).body);
    const answer = await dashboard();
    if (me.role === 'admin') {
      expect(answer.in_review).not.toBeNull();
      expect(answer.messages).not.toBeNull();
      expect(answer.failed_alerts).not.toBeNull();
    }
    expect(answer.scheduled.every((d) => d.publish_at !== null)).toBe(true);
    expect(answer.drafts.every((d) => d.publish_at === null)).toBe(true);
  });

  it.skipIf(!canWrite)(signedIn('lists a new draft with its author, newest first'), async () => {
    const listed = z
      .array(draftSummarySchema)
      .parse((await target.http().get(api('drafts')).set(target.auth()).expect(200)).body);
    const pending = new Set(listed.map((d) => d.path));
    const section = SECTIONS.find((s) => !pending.has(s.path));
    if (!section) throw new Error('Every section has a pending draft: no section to try a draft on without touching one');
    const published = section.schema.parse((await target.http().get(api(section.path)).expect(200)).body) as Record<
      string,
      unknown
    >;
    const [field, value] = changeAField(section.schema, published);
    await target
      .http()
      .put(api(`drafts/${section.path}`))
      .set(target.auth())
      .send({ ...published, [field]: value })
      .expect(200);
    try {
      const me = userSchema.parse((await target.http().get(authApi('users/me')).set(target.auth()).expect(200)).body);
      const [newest] = (await dashboard()).drafts;
      expect(newest).toMatchObject({ path: section.path, label: section.label, kind: 'section', updated_by: me.username });
    } finally {
      await target
        .http()
        .delete(api(`drafts/${section.path}`))
        .set(target.auth())
        .expect(204);
    }
  });
});
