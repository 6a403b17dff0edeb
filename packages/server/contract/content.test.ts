// The public content reads that are not one section: the services list, the service slugs and the
// page answers; and the admin's save of the whole services list and delete of one service, which
// put the list back as it was afterwards.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  getSection,
  NAVBAR_GROUPS,
  NO_CREDENTIALS,
  pageSeoSchema,
  PAGES,
  serviceSchema,
  serviceSlugSchema,
  siteSettingsSchema,
  validationErrorSchema,
  type SectionKey,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();
const servicesSchema = z.array(serviceSchema);

async function readServices() {
  const res = await target
    .http()
    .get(api('services'))
    .expect(200)
    .expect('content-type', /^application\/json/);
  return servicesSchema.parse(res.body);
}

describe('services', () => {
  it('GET /services answers the list in its schema, with an ETag', async () => {
    const res = await target.http().get(api('services')).expect(200);
    servicesSchema.parse(res.body);
    expect(res.headers.etag).toMatch(/"[^"]+"$/);
  });

  it('GET /get-service-slugs answers the title and slug of every service, in the same order', async () => {
    const res = await target.http().get(api('get-service-slugs')).expect(200);
    const slugs = z.array(serviceSlugSchema).parse(res.body);
    expect(slugs).toEqual((await readServices()).map(({ title, slug }) => ({ title, slug })));
  });

  it('PUT and DELETE without a token are refused with 401', async () => {
    expect((await target.http().put(api('services')).send([]).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
    expect((await target.http().delete(api('services/any')).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
  });

  it.skipIf(!canWrite)(signedIn('a service without a title gets 400 naming it, and nothing is written'), async () => {
    const before = await readServices();
    const res = await target
      .http()
      .put(api('services'))
      .set(target.auth())
      .send([...before, { title: '' }])
      .expect(400);
    const body = validationErrorSchema.parse(res.body);
    expect(body.issues).toEqual([{ path: `${before.length}.title`, message: 'Every service needs a title.' }]);
    expect(body.error).toBe(`The request body is not valid at "${before.length}.title": Every service needs a title.`);
    expect(await readServices()).toEqual(before);
  });

  it.skipIf(!canWrite)(signedIn('PUT adds a service with a slug from its title, DELETE removes it, 404 after'), async () => {
    const before = await readServices();
    try {
      const saved = await target
        .http()
        .put(api('services'))
        .set(target.auth())
        .send([...before, { title: 'Contract Suite Service' }])
        .expect(200);
      const list = servicesSchema.parse(saved.body);
      expect(list.slice(0, before.length)).toEqual(before);
      const added = list[before.length]!;
      expect(added).toMatchObject({ title: 'Contract Suite Service', slug: 'contract-suite-service' });
      const slugs = await target.http().get(api('get-service-slugs')).expect(200);
      expect(slugs.body).toContainEqual({ title: 'Contract Suite Service', slug: 'contract-suite-service' });

      await target
        .http()
        .delete(api(`services/${added._id}`))
        .set(target.auth())
        .expect(204);
      expect(await readServices()).toEqual(before);
      const again = await target
        .http()
        .delete(api(`services/${added._id}`))
        .set(target.auth())
        .expect(404);
      expect(again.body).toEqual({ error: `There is no service with the id "${added._id}".` });
    } finally {
      await target.http().put(api('services')).set(target.auth()).send(before).expect(200);
    }
    expect(await readServices()).toEqual(before);
  });
});

describe.each(PAGES.map((p) => [p]))('page %s', (page) => {
  it('GET /pages/{page} answers every section of the page and the layout in its schema, with the service slugs, page links and site settings', async () => {
    const res = await target
      .http()
      .get(api(`pages/${page}`))
      .expect(200);
    const answer = z
      .object({
        page: z.literal(page),
        locale: z.string(),
        sections: z.record(z.string(), z.unknown()),
        serviceSlugs: z.array(serviceSlugSchema),
        media: z.record(z.string(), z.unknown()),
        versions: z.record(z.string(), z.string()),
        services: servicesSchema.optional(),
        pageLinks: z.array(
          z.strictObject({
            slug: z.string(),
            title: z.string(),
            in_navbar: z.boolean(),
            navbar_group: z.enum(NAVBAR_GROUPS).nullable(),
            in_footer: z.boolean(),
          }),
        ),
        site: z.strictObject({ settings: siteSettingsSchema, seo: z.record(z.string(), pageSeoSchema) }),
      })
      .strict()
      .parse(res.body);
    expect(Object.keys(answer.sections).length).toBeGreaterThan(0);
    for (const [key, document] of Object.entries(answer.sections)) getSection(key as SectionKey).schema.parse(document);
    expect(Object.keys(answer.versions).sort()).toEqual(Object.keys(answer.sections).sort());
    if (page === 'services') expect(answer.services?.map(({ title, slug }) => ({ title, slug }))).toEqual(answer.serviceSlugs);
    else expect(answer.services).toBeUndefined();
  });
});

describe('pages', () => {
  it('an unknown page gets 400 naming the pages there are', async () => {
    const res = await target.http().get(api('pages/no-such-page')).expect(400);
    const body = validationErrorSchema.parse(res.body);
    expect(body.error).toBe(`The address is not valid at "page": The page must be one of: ${PAGES.join(', ')}.`);
  });
});
