// Custom pages: the public list and page, and an admin's create, rename (the old address answers
// 301), history, draft and publish, delete and refusals, each answer parsed with the contract's
// schema. The pages it makes have addresses of their own and are deleted at the end, so a site's own
// pages are never touched.
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  customPageAnswerSchema,
  customPageSummarySchema,
  draftSchema,
  draftSummarySchema,
  historySchema,
  publishedSchema,
  NO_CREDENTIALS,
  validationErrorSchema,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();
const slug = `contract-${Date.now().toString(36)}`;
const renamed = `${slug}-renamed`;
const drafted = `${slug}-draft`;
const page = {
  slug,
  title: 'Contract page',
  blocks: [
    {
      type: 'about/faq',
      data: { title: 'Questions', subtitle: '', bgColor: '', textColor: '', faqBgColor: '', faqTextColor: '', faqs: [] },
    },
  ],
};

afterAll(async () => {
  if (!canWrite) return;
  for (const s of [slug, renamed, drafted])
    await target
      .http()
      .delete(api(`custom-pages/${s}`))
      .set(target.auth());
});

describe('custom pages without a token', () => {
  it('the list is public; a create, save or delete is refused with 401', async () => {
    z.array(customPageSummarySchema).parse((await target.http().get(api('custom-pages/')).expect(200)).body);
    expect((await target.http().post(api('custom-pages/')).send(page).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
    expect(
      (
        await target
          .http()
          .put(api(`custom-pages/${slug}`))
          .send(page)
          .expect(401)
      ).body,
    ).toEqual({ detail: NO_CREDENTIALS });
    expect(
      (
        await target
          .http()
          .delete(api(`custom-pages/${slug}`))
          .expect(401)
      ).body,
    ).toEqual({ detail: NO_CREDENTIALS });
  });

  it('a page’s draft is refused with 401', async () => {
    const draft = api(`drafts/custom-pages/${slug}`);
    const http = target.http();
    for (const request of [http.get(draft), http.put(draft), http.delete(draft), http.post(`${draft}/publish`)]) {
      expect((await request.expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
    }
  });

  it('an address no page has is a 404 sentence', async () => {
    expect((await target.http().get(api('custom-pages/no-such-page-here')).expect(404)).body).toEqual({
      error: 'There is no page "no-such-page-here".',
    });
  });
});

describe('custom pages', () => {
  it.skipIf(!canWrite)(
    signedIn('are created, read, renamed with a 301 from the old address, listed in history and deleted'),
    async () => {
      const created = await target.http().post(api('custom-pages/')).set(target.auth()).send(page).expect(201);
      expect(customPageAnswerSchema.parse(created.body)).toMatchObject({ slug, title: 'Contract page', in_navbar: false });
      // A new page is a draft: visitors get a 404 until it is first published.
      await target
        .http()
        .get(api(`custom-pages/${slug}`))
        .expect(404);
      const unpublished = await target.http().get(api('custom-pages/')).set(target.auth()).expect(200);
      expect(z.array(customPageSummarySchema).parse(unpublished.body)).toContainEqual(
        expect.objectContaining({ slug, published: false }),
      );
      publishedSchema.parse(
        (
          await target
            .http()
            .post(api(`drafts/custom-pages/${slug}/publish`))
            .set(target.auth())
            .expect(200)
        ).body,
      );
      const read = await target
        .http()
        .get(api(`custom-pages/${slug}`))
        .expect(200);

      const taken = await target.http().post(api('custom-pages/')).set(target.auth()).send(page).expect(400);
      expect(validationErrorSchema.parse(taken.body).issues).toEqual([
        { path: 'slug', message: `"${slug}" is already the address of the page "Contract page".` },
      ]);
      const reserved = await target
        .http()
        .post(api('custom-pages/'))
        .set(target.auth())
        .send({ ...page, slug: 'admin' })
        .expect(400);
      expect(validationErrorSchema.parse(reserved.body).issues).toEqual([
        { path: 'slug', message: '"admin" is one of the site\'s own addresses; choose another slug.' },
      ]);

      await target
        .http()
        .put(api(`custom-pages/${slug}`))
        .set({ ...target.auth(), 'if-match': read.headers.etag })
        .send({ ...page, slug: renamed })
        .expect(200);
      const moved = await target
        .http()
        .get(api(`custom-pages/${slug}`))
        .redirects(0)
        .expect(301);
      expect(moved.headers.location).toBe(api(`custom-pages/${renamed}`));
      const history = historySchema.parse(
        (
          await target
            .http()
            .get(api(`history/custom-pages/${renamed}`))
            .set(target.auth())
            .expect(200)
        ).body,
      );
      expect(history.items.map((i) => i.version)).toEqual([2, 1]);

      await target
        .http()
        .delete(api(`custom-pages/${renamed}`))
        .set(target.auth())
        .expect(204);
      await target
        .http()
        .get(api(`custom-pages/${renamed}`))
        .expect(404);
    },
  );

  it.skipIf(!canWrite)(
    signedIn('a draft is saved, listed, not public, published as the next version, and goes with its page'),
    async () => {
      const page2 = { ...page, slug: drafted };
      await target.http().post(api('custom-pages/')).set(target.auth()).send(page2).expect(201);
      await target
        .http()
        .post(api(`drafts/custom-pages/${drafted}/publish`))
        .set(target.auth())
        .expect(200);
      const changed = { ...page2, title: 'Contract page, drafted' };
      const saved = await target
        .http()
        .put(api(`drafts/custom-pages/${drafted}`))
        .set(target.auth())
        .send(changed)
        .expect(200);
      expect(draftSchema.parse(saved.body)).toMatchObject({
        path: `custom-pages/${drafted}`,
        label: 'Page "Contract page"',
        based_on: 1,
        document: changed,
      });
      const listed = z
        .array(draftSummarySchema)
        .parse((await target.http().get(api('drafts')).set(target.auth()).expect(200)).body);
      expect(listed.map((d) => d.path)).toContain(`custom-pages/${drafted}`);
      const invalid = await target
        .http()
        .put(api(`drafts/custom-pages/${drafted}`))
        .set(target.auth())
        .send({ ...changed, slug: 'admin' })
        .expect(400);
      expect(validationErrorSchema.parse(invalid.body).issues).toEqual([
        { path: 'slug', message: '"admin" is one of the site\'s own addresses; choose another slug.' },
      ]);
      expect(
        (
          await target
            .http()
            .get(api(`custom-pages/${drafted}`))
            .expect(200)
        ).body.title,
      ).toBe('Contract page');

      const published = await target
        .http()
        .post(api(`drafts/custom-pages/${drafted}/publish`))
        .set({ ...target.auth(), 'if-match': saved.headers.etag })
        .expect(200);
      expect(publishedSchema.parse(published.body).published).toEqual([
        { path: `custom-pages/${drafted}`, version: 2, etag: published.headers.etag },
      ]);
      const read = await target
        .http()
        .get(api(`custom-pages/${drafted}`))
        .expect(200);
      expect(customPageAnswerSchema.parse(read.body).title).toBe('Contract page, drafted');

      await target
        .http()
        .put(api(`drafts/custom-pages/${drafted}`))
        .set(target.auth())
        .send(page2)
        .expect(200);
      await target
        .http()
        .delete(api(`custom-pages/${drafted}`))
        .set(target.auth())
        .expect(204);
      expect(
        (
          await target
            .http()
            .get(api(`drafts/custom-pages/${drafted}`))
            .set(target.auth())
            .expect(404)
        ).body,
      ).toEqual({ error: `There is no page "${drafted}".` });
    },
  );
});
