// The translation status (GET /translations/): refused without a token; signed in, its shape, the
// site settings' languages, and per document a count for every language other than the default.
import { describe, expect, it } from 'vitest';
import { NO_CREDENTIALS, siteSettingsSchema, translationStatusSchema } from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();

describe('translation status', () => {
  it('GET /translations/ without a token is refused with 401', async () => {
    const res = await target.http().get(api('translations/')).expect(401);
    expect(res.body).toEqual({ detail: NO_CREDENTIALS });
  });

  it.skipIf(!canWrite)(signedIn("GET /translations/ answers the site's languages and each document's progress"), async () => {
    const res = await target.http().get(api('translations/')).set(target.auth()).expect(200);
    const status = translationStatusSchema.parse(res.body);
    const settings = siteSettingsSchema.parse((await target.http().get(api('settings')).expect(200)).body);
    expect(status.languages).toEqual(settings.languages);
    const others = settings.languages.slice(1).map((language) => language.code);
    expect(status.documents.length).toBeGreaterThan(0);
    for (const document of status.documents) {
      expect(Object.keys(document.progress)).toEqual(others);
      for (const { translated, total } of Object.values(document.progress)) expect(translated).toBeLessThanOrEqual(total);
    }
  });
});
