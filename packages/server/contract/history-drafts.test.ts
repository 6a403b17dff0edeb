// History and drafts of every versioned document (each section of the registry and the services
// list): shapes and sentences of the reads, a draft saved and discarded, and a restore that is put
// back. Only a document without a pending draft is given one, so an editor's draft is never touched.
// In another language (`?locale=`) a translation's draft is saved, listed with its language and discarded.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  draftSchema,
  draftSummarySchema,
  historySchema,
  NO_CREDENTIALS,
  restoredSchema,
  revisionSchema,
  SECTIONS,
  SERVICES_DOCUMENT,
  siteSettingsSchema,
  validationErrorSchema,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';
import { changeAField } from './change-a-field.js';

const target = useContractTarget();
const DOCUMENTS = [...SECTIONS.map((s) => s.path), SERVICES_DOCUMENT];

/** How the history's sentences name a document. */
const documentName = (path: string) =>
  path === SERVICES_DOCUMENT ? 'The services list' : `The ${SECTIONS.find((s) => s.path === path)!.label} section`;

const history = async (path: string) =>
  historySchema.parse(
    (
      await target
        .http()
        .get(api(`history/${path}`))
        .set(target.auth())
        .expect(200)
    ).body,
  );
const drafts = async () =>
  z.array(draftSummarySchema).parse((await target.http().get(api('drafts')).set(target.auth()).expect(200)).body);

describe('history and drafts without a token', () => {
  it.each(DOCUMENTS)('%s: its history and draft are refused with 401', async (path) => {
    for (const url of [`history/${path}`, `history/${path}/1`, `drafts/${path}`]) {
      expect((await target.http().get(api(url)).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
    }
    const restore = await target
      .http()
      .post(api(`history/${path}/1/restore`))
      .expect(401);
    expect(restore.body).toEqual({ detail: NO_CREDENTIALS });
  });

  it('the list of drafts and publishing are refused with 401', async () => {
    expect((await target.http().get(api('drafts')).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
    expect((await target.http().post(api('drafts/publish')).send({}).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
  });
});

describe.each(DOCUMENTS)('%s', (path) => {
  it.skipIf(!canWrite)(signedIn('history lists its versions; a version is read, or its 400 or 404 sentence'), async () => {
    const listed = await history(path);
    expect(listed.document).toBe(path);
    expect(listed.items.map((i) => i.version)).toEqual([...listed.items.map((i) => i.version)].sort((a, b) => b - a));
    const newest = listed.items[0];
    if (newest) {
      const one = await target
        .http()
        .get(api(`history/${path}/${newest.version}`))
        .set(target.auth())
        .expect(200);
      expect(revisionSchema.parse(one.body)).toMatchObject(newest);
    }
    const zero = await target
      .http()
      .get(api(`history/${path}/0`))
      .set(target.auth())
      .expect(400);
    expect(validationErrorSchema.parse(zero.body).error).toBe('The address is not valid at "version": Versions start at 1.');
    const missing = await target
      .http()
      .get(api(`history/${path}/999999`))
      .set(target.auth())
      .expect(404);
    expect(missing.body).toEqual({
      error: `${documentName(path)} has no version 999999 in its history (the last 100 versions are kept).`,
    });
  });

  it.skipIf(!canWrite)(signedIn('its draft is read, or 404 with its sentence'), async () => {
    const pending = (await drafts()).find((d) => d.path === path);
    const res = await target
      .http()
      .get(api(`drafts/${path}`))
      .set(target.auth());
    if (pending) expect(draftSchema.parse(res.body)).toMatchObject(pending);
    else expect([res.status, res.body]).toEqual([404, { error: `${(await history(path)).label} has no draft.` }]);
  });
});

describe('drafts and restores that change content', () => {
  it.skipIf(!canWrite)(signedIn('a draft is saved, listed, not public, and discarded'), async () => {
    const pending = new Set((await drafts()).map((d) => d.path));
    const section = SECTIONS.find((s) => !pending.has(s.path));
    if (!section) throw new Error('Every section has a pending draft: no section to try a draft on without touching one');
    const url = api(section.path);
    const published = section.schema.parse((await target.http().get(url).expect(200)).body) as Record<string, unknown>;
    const [field, value] = changeAField(section.schema, published);
    const changed = { ...published, [field]: value };

    const saved = await target
      .http()
      .put(api(`drafts/${section.path}`))
      .set(target.auth())
      .send(changed)
      .expect(200);
    try {
      const draft = draftSchema.parse(saved.body);
      expect(draft).toMatchObject({ path: section.path, based_on: (await history(section.path)).current, publish_at: null });
      expect(section.schema.parse(draft.document)).toEqual(changed);
      expect((await drafts()).map((d) => d.path)).toContain(section.path);
      expect((await target.http().get(url).expect(200)).body).toEqual(published);
    } finally {
      await target
        .http()
        .delete(api(`drafts/${section.path}`))
        .set(target.auth())
        .expect(204);
    }
    expect((await drafts()).map((d) => d.path)).not.toContain(section.path);
  });

  it.skipIf(!canWrite)(signedIn('publishing names at least one draft, and only documents there are'), async () => {
    const none = await target.http().post(api('drafts/publish')).set(target.auth()).send({ paths: [] }).expect(400);
    expect(validationErrorSchema.parse(none.body).error).toBe(
      'The request body is not valid at "paths": Name at least one draft to publish.',
    );
    const unknown = await target
      .http()
      .post(api('drafts/publish'))
      .set(target.auth())
      .send({ paths: ['no/such'] })
      .expect(404);
    expect(unknown.body).toEqual({
      error: `There is no document "no/such": name a section's path, services, or custom-pages/{slug} of a page.`,
    });
  });

  it.skipIf(!canWrite)(
    signedIn('a restore without a body puts the old version into the draft; nothing live changes'),
    async () => {
      const section = SECTIONS[0]!;
      const url = api(section.path);
      const before = section.schema.parse((await target.http().get(url).expect(200)).body) as Record<string, unknown>;
      const [field, value] = changeAField(section.schema, before);
      try {
        await target.http().put(url).set(target.auth()).send(before).expect(200);
        const saved = (await history(section.path)).current;
        await target
          .http()
          .patch(url)
          .set(target.auth())
          .send({ [field]: value })
          .expect(200);
        const live = (await target.http().get(url).expect(200)).body as unknown;

        const res = await target
          .http()
          .post(api(`history/${section.path}/${saved}/restore`))
          .set(target.auth())
          .expect(200);
        expect(restoredSchema.parse(res.body)).toMatchObject({ into: 'draft', version: saved });
        const draft = draftSchema.parse(
          (
            await target
              .http()
              .get(api(`drafts/${section.path}`))
              .set(target.auth())
              .expect(200)
          ).body,
        );
        expect(draft.document).toEqual(before);
        expect((await target.http().get(url).expect(200)).body).toEqual(live);
        expect((await history(section.path)).current).toBe(saved + 1);
      } finally {
        await target
          .http()
          .delete(api(`drafts/${section.path}`))
          .set(target.auth());
        await target.http().put(url).set(target.auth()).send(before).expect(200);
      }
    },
  );

  it.skipIf(!canWrite)(signedIn('a restore saves an old version again as the newest; the document is put back'), async () => {
    const section = SECTIONS[0]!;
    const url = api(section.path);
    const before = section.schema.parse((await target.http().get(url).expect(200)).body) as Record<string, unknown>;
    const [field, value] = changeAField(section.schema, before);
    try {
      // Two saves: the first is the version restored, the second the one it replaces.
      await target.http().put(url).set(target.auth()).send(before).expect(200);
      const saved = (await history(section.path)).current;
      await target
        .http()
        .patch(url)
        .set(target.auth())
        .send({ [field]: value })
        .expect(200);

      const res = await target
        .http()
        .post(api(`history/${section.path}/${saved}/restore`))
        .set(target.auth())
        .send({ into: 'live' })
        .expect(200);
      const restored = restoredSchema.parse(res.body);
      expect(restored).toMatchObject({ into: 'live', version: saved + 2 });
      expect(res.headers.etag).toBe(restored.etag);
      expect((await target.http().get(url).expect(200)).body).toEqual(before);
      expect((await history(section.path)).items[0]).toMatchObject({ version: saved + 2, note: `Restored version ${saved}` });
    } finally {
      await target.http().put(url).set(target.auth()).send(before).expect(200);
    }
  });
});

describe('drafts and history in another language', () => {
  it.skipIf(!canWrite)(
    signedIn("a translation's draft is saved, listed with its language and discarded; an unknown language is a 400 sentence"),
    async () => {
      const settingsUrl = api('settings');
      const settings = siteSettingsSchema.parse((await target.http().get(settingsUrl).expect(200)).body);
      const absent = ['eo', 'ia', 'vo'].find((code) => !settings.languages.some((l) => l.code.toLowerCase() === code))!;
      for (const url of [`drafts/${SECTIONS[0]!.path}`, `history/${SECTIONS[0]!.path}`]) {
        const res = await target
          .http()
          .get(api(`${url}?locale=${absent}`))
          .set(target.auth())
          .expect(400);
        expect(res.body).toEqual({
          error: `The site has no language "${absent}". Its languages are: ${settings.languages.map((l) => l.code).join(', ')} (add one in the site settings).`,
        });
      }
      // The target's second language, or one added for this test and removed again.
      const added = settings.languages.length < 2;
      const language = added ? { code: absent, name: 'Contract suite' } : settings.languages[1]!;
      if (added) {
        await target
          .http()
          .put(settingsUrl)
          .set(target.auth())
          .send({ ...settings, languages: [...settings.languages, language] })
          .expect(200);
      }
      try {
        const pending = new Set((await drafts()).filter((d) => d.locale === language.code).map((d) => d.path));
        const section = SECTIONS.find((s) => !pending.has(s.path))!;
        const url = api(`drafts/${section.path}?locale=${encodeURIComponent(language.code)}`);
        const published = (await target.http().get(api(section.path)).expect(200)).body as unknown;
        const saved = await target.http().put(url).set(target.auth()).send({}).expect(200);
        try {
          expect(draftSchema.parse(saved.body)).toMatchObject({
            path: section.path,
            locale: language.code,
            label: `${section.label} (${language.name})`,
            document: {},
          });
          expect((await drafts()).map((d) => [d.path, d.locale])).toContainEqual([section.path, language.code]);
          expect((await target.http().get(api(section.path)).expect(200)).body).toEqual(published);
        } finally {
          await target.http().delete(url).set(target.auth()).expect(204);
        }
        expect((await drafts()).map((d) => [d.path, d.locale])).not.toContainEqual([section.path, language.code]);
      } finally {
        if (added) await target.http().put(settingsUrl).set(target.auth()).send(settings).expect(200);
      }
    },
  );
});
