// Content that reaches a page: colours are written into `style` attributes and addresses into links,
// images and frames. A write with CSS in a colour, or with `//host` or `/\host` (another site that
// looks like a site path), is refused; and what an old database already holds never reaches a page.
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyValue,
  formShape,
  HYDRATION_DATA_ID,
  SECTIONS,
  serviceSchema,
  type FieldKind,
  type FormNode,
} from '@site/contracts';
import { ContentVersion } from '../cache/content-version.js';
import { sections, services } from '../db/schema.js';
import { loadRenderer, type Renderer } from '../render/renderer.js';
import { snapshotState } from '../test/state-snapshot.js';
import { sourceBuild } from '../test/source-build.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { siteRoutes } from './site.js';

const CSS_ATTACK = 'red;position:fixed;inset:0;background:url(//evil.example/x)';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');

/** Sends a write and checks it is a 400 naming `field` that leaves every table as it was. */
async function refused(method: 'PUT' | 'PATCH', url: string, payload: unknown, field: string): Promise<string> {
  const before = await snapshotState(t.app);
  const res = await t.app.inject({ method, url: `/backend/api/${url}`, payload: payload as object, headers: auth(token) });
  expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  const body = res.json<{ error: string; issues: { path: string; message: string }[] }>();
  expect(body.issues.map((i) => i.path)).toContain(field);
  expect(body.error).toContain(field);
  expect(await snapshotState(t.app)).toEqual(before);
  return body.error;
}

describe('writes', () => {
  const section = (key: string) => SECTIONS.find((s) => s.key === key)!;

  it('refuses CSS in a colour with a 400 naming the field, writes nothing, and accepts real colours and an empty one', async () => {
    const news = section('news');
    const error = await refused('PUT', news.path, { ...news.defaults, bgColor: CSS_ATTACK }, 'bgColor');
    expect(error).toContain('Use a CSS colour');
    await refused(
      'PATCH',
      'home/grid-cards',
      { gridCards: [{ image: '', title: 't', description: 'd', flipBgColor: 'url(x)', flipTextColor: '#333' }] },
      'gridCards.0.flipBgColor',
    );
    await refused('PATCH', 'layout/navbar', { buttonTextColor: 'red;x' }, 'buttonTextColor');
    await refused('PUT', 'services', [{ title: 'Deep Cleaning', heroBgColor: 'expression(alert(1))' }], '0.heroBgColor');
    for (const value of [
      '#007BFF',
      'rgba(0, 0, 0, 0.55)',
      'rgb(0 0 0 / 50%)',
      'hsl(210 40% 96%)',
      'white',
      'transparent',
      'currentColor',
      '',
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/backend/api/home/news',
        payload: { bgColor: value },
        headers: auth(token),
      });
      expect(res.statusCode, value).toBe(200);
    }
  });

  it('refuses a link, image or frame address that names another site like a site path (//host, /\\host)', async () => {
    for (const address of ['//evil.example', '/\\evil.example', '/\\\\evil.example']) {
      const error = await refused('PATCH', 'layout/navbar', { logo2Link: address }, 'logo2Link');
      expect(error).toContain('a path on this site starts with a single /');
      await refused('PATCH', 'home/hero', { image1: `${address}/x.png` }, 'image1');
      await refused('PATCH', 'home/location', { mapSrc: `${address}/map` }, 'mapSrc');
      await refused('PATCH', 'layout/footer', { socials: [{ link: address, icon: '', name: 'X' }] }, 'socials.0.link');
    }
  });
});

// --- stored before the rules: written straight to the database, as an old database holds them ---

const HOSTILE: Partial<Record<FieldKind, string>> = {
  colour: CSS_ATTACK,
  link: '//evil.example/link',
  image: '/\\evil.example/image.png',
  embed: '//evil.example/frame',
};

/**
 * The document with every colour, link, image and frame field hostile. Empty texts get words and
 * empty lists an item, so that every conditionally shown link and list item is rendered.
 */
function poisoned(node: FormNode, value: unknown): unknown {
  if (node.type === 'group') {
    const doc = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(node.fields.map((f) => [f.key, poisoned(f.node, doc[f.key])]));
  }
  if (node.type === 'list') {
    const items = Array.isArray(value) && value.length > 0 ? value : [emptyValue(node.item)];
    return items.map((item) => poisoned(node.item, item));
  }
  if (node.kind === 'number') return value ?? 1;
  return HOSTILE[node.kind] ?? (value || 'Words');
}

describe('stored content from before the rules', () => {
  let dist: string;
  let renderer: Renderer;
  let site: FastifyInstance;
  const SLUG = 'deep-cleaning';

  beforeAll(async () => {
    dist = sourceBuild();
    renderer = (await loadRenderer(dist))!;
    site = Fastify();
    site.decorate('db', t.app.db);
    site.decorate('contentVersion', new ContentVersion());
    await siteRoutes(site, { renderer, webDist: dist });

    for (const s of SECTIONS) {
      const data = poisoned(formShape(s.schema), s.defaults) as Record<string, unknown>;
      // One colour left valid: the filter drops what is not a colour, not every colour.
      if (s.key === 'navbar') data.bgColor = 'rebeccapurple';
      // The featured video shows only with a usable video; its colours and buttons are what is tested.
      if (s.key === 'featuredVideo') data.videoSrc = 'https://video.example/embed/1';
      await t.app.db.insert(sections).values({ key: s.key, data }).onConflictDoUpdate({ target: sections.key, set: { data } });
    }
    const service = { ...(poisoned(formShape(serviceSchema), {}) as object), _id: 'a1', slug: SLUG, title: 'Deep Cleaning' };
    await t.app.db.insert(services).values({ id: 'a1', position: 0, slug: SLUG, data: service });
  });

  afterAll(async () => {
    await site.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('never writes a stored non-colour into a style, nor another site into a link, image or frame, on any page', async () => {
    const pages = renderer.sitemapPaths([SLUG]);
    expect(pages).toContain(`/services/${SLUG}`);
    for (const page of pages) {
      const res = await site.inject(page);
      expect(res.statusCode, page).toBe(200);
      // The islands' data block carries their documents as stored, as JSON the browser never runs or
      // styles (web/src/islands); the components that render it in the browser are the same.
      const html = res.body.replace(
        new RegExp(`<script type="application/json" id="${HYDRATION_DATA_ID}">.*?</script>`, 's'),
        '',
      );
      expect(html, page).not.toContain(HYDRATION_DATA_ID);
      expect(html, page).not.toContain('evil.example');
      expect(html, page).not.toContain('position:fixed');
      expect(html, page).not.toContain('url(');
      // The words of the poisoned documents are there: the sections did render.
      expect(html, page).toContain('Words');
      expect(html, page).toContain('--nav-bg:rebeccapurple');
      if (page === '/') expect(html).toContain('src="https://video.example/embed/1"');
    }
  });
});
