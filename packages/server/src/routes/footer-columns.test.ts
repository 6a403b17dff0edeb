// The footer's link columns over HTTP: edited columns are saved and read back in their order (and
// carried by the page answer every public page renders), an older footer without them still saves,
// and a bad column is a 400 naming it that writes nothing.
import { describe, expect, it } from 'vitest';
import { footerDefault } from '@site/contracts';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');

const URL = '/backend/api/layout/footer';
const get = () => t.app.inject({ method: 'GET', url: URL });
const put = (payload: object) => t.app.inject({ method: 'PUT', url: URL, payload, headers: auth(token) });

describe('footer link columns', () => {
  it('saves edited columns and the page answer carries them in their order', async () => {
    const columns = [
      {
        heading: 'Visit',
        auto: '',
        links: [
          { label: 'Write to us', target: '/contact' },
          { label: 'Partner', target: 'https://example.com' },
        ],
      },
      { heading: 'What we do', auto: 'services', links: [] },
    ];
    expect((await put({ ...footerDefault, columns })).statusCode).toBe(200);
    expect((await get()).json().columns).toEqual(columns);
    const page = await t.app.inject({ method: 'GET', url: '/backend/api/pages/contact' });
    expect(page.json().sections.footer.columns).toEqual(columns);
  });

  it('saves a footer from an older editor without columns, with the automatic columns', async () => {
    const { columns: _columns, ...older } = footerDefault;
    expect((await put(older)).statusCode).toBe(200);
    expect((await get()).json().columns).toEqual([]);
  });

  it.each([
    [{ heading: '', links: [] }, /columns\.0\.heading.*Give the column a heading\./],
    [
      { heading: 'Away', links: [{ label: 'Evil', target: 'javascript:alert(1)' }] },
      /columns\.0\.links\.0\.target.*link that starts with/,
    ],
  ])('refuses %j with a 400 and writes nothing', async (column, message) => {
    const before = (await get()).json();
    const res = await put({ ...footerDefault, columns: [column] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await get()).json()).toEqual(before);
  });
});
