// `?locale=` on the services list, the service slugs, a page's search-engine settings and an
// editor-built page: the default language's code reads as no code does, and a code the site does
// not have is a 400 naming the ones it has. Reads only: nothing is written.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorSchema, serviceSchema } from '@site/contracts';
import { api, useContractTarget } from './target.js';

const target = useContractTarget();

/** The site's default language: the first of the settings' languages. */
async function defaultCode(): Promise<string> {
  const res = await target.http().get(api('pages/home')).expect(200);
  return z
    .object({ site: z.object({ settings: z.object({ languages: z.array(z.object({ code: z.string() })) }) }) })
    .parse(res.body).site.settings.languages[0]!.code;
}

const UNKNOWN = 'zz-Zzzz';

describe('documents in a language', () => {
  it('the services list, the slugs and a page’s settings read in the default language as without ?locale=', async () => {
    const code = await defaultCode();
    for (const path of ['services', 'get-service-slugs', 'seo/home']) {
      const plain = await target.http().get(api(path)).expect(200);
      const localised = await target
        .http()
        .get(api(`${path}?locale=${code}`))
        .expect(200);
      expect(localised.body, path).toEqual(plain.body);
    }
    z.array(serviceSchema).parse((await target.http().get(api(`services?locale=${code}`))).body);
  });

  it('an editor-built page reads in the default language as without ?locale=', async () => {
    const pages = z.array(z.object({ slug: z.string() })).parse((await target.http().get(api('custom-pages')).expect(200)).body);
    const code = await defaultCode();
    for (const { slug } of pages.slice(0, 1)) {
      const plain = await target
        .http()
        .get(api(`custom-pages/${slug}`))
        .expect(200);
      expect(
        (
          await target
            .http()
            .get(api(`custom-pages/${slug}?locale=${code}`))
            .expect(200)
        ).body,
      ).toEqual(plain.body);
    }
  });

  it('a language the site does not have is a 400 naming the ones it has', async () => {
    for (const path of ['services', 'get-service-slugs', 'seo/home']) {
      const res = await target
        .http()
        .get(api(`${path}?locale=${UNKNOWN}`))
        .expect(400);
      expect(errorSchema.parse(res.body)).toMatchObject({
        error: expect.stringMatching(new RegExp(`^The site has no language "${UNKNOWN}"\\. Its languages are: `)),
      });
    }
  });
});
