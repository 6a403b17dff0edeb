import { describe, expect, it } from 'vitest';
import { relyingParty } from './passkeys-relying-party.js';

describe('the relying party of passkeys', () => {
  it('is PUBLIC_URL when set, whatever the request says', () => {
    expect(relyingParty({ publicUrl: 'https://www.example.com' }, { protocol: 'http', host: 'evil.example:8080' })).toEqual({
      id: 'www.example.com',
      origin: 'https://www.example.com',
      name: 'Dynamic Website Editor',
    });
  });

  it("is otherwise the request's scheme and host, the port kept in the origin only", () => {
    expect(relyingParty({}, { protocol: 'http', host: 'localhost:3000' })).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:3000',
    });
    expect(relyingParty({}, { protocol: 'https', host: 'site.example:443' })).toMatchObject({
      id: 'site.example',
      origin: 'https://site.example',
    });
  });

  it('refuses a host that is no address with a 400 asking for PUBLIC_URL', () => {
    for (const host of ['', 'a b', 'x/evil', 'user@host']) {
      expect(() => relyingParty({}, { protocol: 'http', host })).toThrow(/set PUBLIC_URL/);
    }
  });
});
