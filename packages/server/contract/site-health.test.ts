// The site's health: GET /site-health/ answers the latest whole-site check in the documented shape
// (the contract's siteHealthSchema), POST /site-health/run checks the site (answered when done, or as
// a run to poll), POST /site-health/check answers what publishing a change would add, and the
// dashboard counts the same findings. Nothing is published here: a check changes no content.
import { describe, expect, it } from 'vitest';
import {
  dashboardSchema,
  getSection,
  NO_CREDENTIALS,
  siteHealthCheckSchema,
  siteHealthRunSchema,
  siteHealthSchema,
  type SiteHealthRun,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();

const health = async (query = '') =>
  siteHealthSchema.strict().parse(
    (
      await target
        .http()
        .get(api(`site-health/${query}`))
        .set(target.auth())
        .expect(200)
    ).body,
  );

describe('site health', () => {
  it('is refused without a token with 401', async () => {
    for (const res of [
      await target.http().get(api('site-health/')),
      await target.http().post(api('site-health/run')),
      await target.http().post(api('site-health/check')).send({ document: 'home/hero' }),
    ]) {
      expect([res.status, res.body]).toEqual([401, { detail: NO_CREDENTIALS }]);
    }
  });

  it.skipIf(!canWrite)(
    signedIn('checks the whole site, answering the run, then its findings in the contract’s shape'),
    async () => {
      const ran = await target.http().post(api('site-health/run')).set(target.auth());
      expect([200, 202]).toContain(ran.status);
      let run: SiteHealthRun = siteHealthRunSchema.strict().parse(ran.body);
      for (let waited = 0; run.state === 'running' && waited < 240; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        run = siteHealthRunSchema.strict().parse(
          (
            await target
              .http()
              .get(api(`site-health/runs/${run.id}`))
              .set(target.auth())
              .expect(200)
          ).body,
        );
      }
      expect(run).toMatchObject({ state: 'done', error: null });
      const answer = await health();
      expect(answer.checked_at).not.toBeNull();
      for (const finding of answer.findings) expect(finding.page).toMatch(/^\//);
      const contrast = await health('?kind=contrast');
      expect(contrast.findings.every((f) => f.kind === 'contrast' && f.contrast !== undefined)).toBe(true);
      const dashboard = dashboardSchema.parse((await target.http().get(api('dashboard')).set(target.auth()).expect(200)).body);
      expect(dashboard.site_health.checked_at).not.toBeNull();
      expect(dashboard.site_health.total).toBeGreaterThanOrEqual(0);
    },
  );

  it.skipIf(!canWrite)(
    signedIn('answers what a change would add: nothing for the published document, a pale text for a paler one'),
    async () => {
      const hero = getSection('hero');
      const published = hero.schema.parse((await target.http().get(api(hero.path)).expect(200)).body);
      const check = async (data: unknown) =>
        siteHealthCheckSchema
          .strict()
          .parse(
            (
              await target
                .http()
                .post(api('site-health/check'))
                .set(target.auth())
                .send({ document: hero.path, data })
                .expect(200)
            ).body,
          );
      expect(await check(published)).toEqual({ findings: [] });
      const pale = await check({ ...published, bgColor: '#ffffff', textColor: '#fafafa' });
      expect(pale.findings).toContainEqual(
        expect.objectContaining({
          kind: 'contrast',
          document: hero.path,
          field: 'textColor',
          contrast: expect.objectContaining({ foreground: '#fafafa', background: '#ffffff', required: 4.5 }),
        }),
      );
    },
  );

  it.skipIf(!canWrite)(signedIn('refuses a document that is none with a 404 in words'), async () => {
    const res = await target.http().post(api('site-health/check')).set(target.auth()).send({ document: 'no/such' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/There is no document "no\/such"/);
  });
});
