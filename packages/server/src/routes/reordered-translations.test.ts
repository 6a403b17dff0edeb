// Items moved, added and deleted in the default language carry every language's texts along: a
// section's cards, an editor-built page's blocks and the lists inside them, whether the default
// language is saved live or its draft is published. A deleted item's texts leave the translation
// and stay in its history; a translation's draft follows too.
import { beforeAll, describe, expect, it } from 'vitest';
import { getSection, type History } from '@site/contracts';
import type { TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';
import { faqBlock, heroBlock } from '../test/page-blocks.js';
import { type Send, withTranslatedSite } from '../test/translated-site.js';

let t: TestApp;
let token: string;
let send: Send;
withTranslatedSite((made) => {
  ({ t, token, send } = made);
});

interface Read<T> {
  fallback: string[];
  cards: T[];
}
type Card = { imageSrc: string; title: string; additionalDetails: string };

const card = (title: string): Card => ({ imageSrc: '', title, additionalDetails: `${title} details` });
const cards = (...list: Card[]) => ({ ...getSection('cards').defaults, divider: '', cards: list });
const [A, B, C] = [card('A'), card('B'), card('C')];

async function put(url: string, body: unknown) {
  const res = await send('PUT', url, body);
  expect(res.statusCode, res.body).toBe(200);
}
const read = async <T>(url: string) => {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe("a section's list items moved in the default language", () => {
  beforeAll(async () => {
    await put('/home/cards', cards(A, B, C));
    await put('/home/cards?locale=bn', {
      cards: [{ title: 'ক' }, { title: 'খ', additionalDetails: 'খ বিস্তারিত' }, { title: 'গ' }],
    });
  });

  it('moves each card’s translation with it, and drops a deleted card’s (kept in the history)', async () => {
    await put('/home/cards', cards(C, A, B));
    const moved = await read<Read<Card>>('/home/cards?locale=bn');
    expect(moved.cards.map((c) => [c.title, c.additionalDetails])).toEqual([
      ['গ', 'C details'],
      ['ক', 'A details'],
      ['খ', 'খ বিস্তারিত'],
    ]);
    expect(moved.fallback.filter((path) => path.startsWith('cards.'))).toEqual([
      'cards.0.additionalDetails',
      'cards.1.additionalDetails',
    ]);
    expect((await read<Read<Card>>('/home/cards')).cards.map((c) => c.title)).toEqual(['C', 'A', 'B']);

    await put('/home/cards', cards(C, A));
    const deleted = await read<Read<Card>>('/home/cards?locale=bn');
    expect(deleted.cards.map((c) => c.title)).toEqual(['গ', 'ক']);
    expect(JSON.stringify(deleted)).not.toContain('খ');
    expect(deleted.fallback.filter((path) => path.startsWith('cards.'))).toEqual([
      'cards.0.additionalDetails',
      'cards.1.additionalDetails',
    ]);

    const history = await read<History>('/history/home/cards?locale=bn');
    expect(history.items.map((item) => item.version)).toEqual([3, 2, 1]);
    expect(history.items[0]!.note).toBe("Texts moved with the default language's items");
    const before = await read<{ data: { cards: { title: string }[] } }>('/history/home/cards/2?locale=bn');
    expect(before.data.cards.map((c) => c.title)).toEqual(['গ', 'ক', 'খ']);

    // An edit that moves nothing writes no version of the translation.
    await put('/home/cards', cards(C, { ...A, additionalDetails: 'A, edited' }));
    expect((await read<History>('/history/home/cards?locale=bn')).current).toBe(3);
  });

  it('carries the translation along when a draft that reorders is published, and its own draft too', async () => {
    await put('/home/cards', cards(A, B, C));
    await put('/home/cards?locale=bn', { cards: [{ title: 'ক' }, { title: 'খ' }, { title: 'গ' }] });
    await put('/drafts/home/cards', cards(B, C, A));
    await put('/drafts/home/cards?locale=bn', { cards: [{ title: 'ক১' }, { title: 'খ১' }, { title: 'গ১' }] });

    const published = await send('POST', '/drafts/home/cards/publish');
    expect(published.statusCode, published.body).toBe(200);
    const live = await read<Read<Card>>('/home/cards?locale=bn');
    expect(live.cards.map((c) => c.title)).toEqual(['খ', 'গ', 'ক']);

    // The Bengali draft follows, and is published without a conflict over the version it was based on.
    const draft = await read<{ document: { cards: { title: string }[] } }>('/drafts/home/cards?locale=bn');
    expect(draft.document.cards.map((c) => c.title)).toEqual(['খ১', 'গ১', 'ক১']);
    const bengali = await send('POST', '/drafts/home/cards/publish?locale=bn');
    expect(bengali.statusCode, bengali.body).toBe(200);
    expect((await read<Read<Card>>('/home/cards?locale=bn')).cards.map((c) => c.title)).toEqual(['খ১', 'গ১', 'ক১']);
  });

  it('publishes a reorder and a translation drafted before it together, in either order', async () => {
    for (const locales of [
      ['en', 'bn'],
      ['bn', 'en'],
    ]) {
      await put('/home/cards', cards(A, B, C));
      await put('/home/cards?locale=bn', { cards: [{ title: 'ক' }, { title: 'খ' }, { title: 'গ' }] });
      await put('/drafts/home/cards', cards(C, A, B));
      await put('/drafts/home/cards?locale=bn', { cards: [{ title: 'ক২' }, { title: 'খ২' }, { title: 'গ২' }] });
      const published = await send('POST', '/drafts/publish', { paths: ['home/cards'], locales });
      expect(published.statusCode, published.body).toBe(200);
      const live = await read<Read<Card>>('/home/cards?locale=bn');
      expect(
        live.cards.map((c) => c.title),
        locales.join(),
      ).toEqual(['গ২', 'ক২', 'খ২']);
    }
  });
});

describe("an editor-built page's blocks moved in the default language", () => {
  const [hero, faq] = [heroBlock, faqBlock];
  const page = (...blocks: unknown[]) => ({ slug: 'offers', title: 'Offers', in_navbar: false, blocks });

  it('moves each block’s translation with it, and the FAQ entries inside one', async () => {
    const created = await createPublishedPage(t.app, token, page(hero('One'), hero('Two'), faq('Q1', 'Q2')));
    expect(created.statusCode, created.body).toBe(201);
    await put('/custom-pages/offers?locale=bn', {
      title: 'অফার',
      blocks: [{ title: 'এক' }, { title: 'দুই' }, { faqs: [{ question: 'প্র১' }, { question: 'প্র২' }] }],
    });

    await put('/custom-pages/offers', page(faq('Q2', 'Q1'), hero('One')));
    const bengali = await read<{
      title: string;
      blocks: { type: string; data: { title?: string; faqs?: { question: string; answer: string }[] } }[];
      fallback: string[];
    }>('/custom-pages/offers?locale=bn');
    expect(bengali.title).toBe('অফার');
    expect(bengali.blocks.map((b) => b.type)).toEqual(['about/faq', 'home/hero']);
    expect(bengali.blocks[0]!.data.faqs).toEqual([
      { question: 'প্র২', answer: 'Q2 answer' },
      { question: 'প্র১', answer: 'Q1 answer' },
    ]);
    expect(bengali.blocks[1]!.data.title).toBe('এক');
    expect(JSON.stringify(bengali)).not.toContain('দুই');
    expect(bengali.fallback).toEqual(expect.arrayContaining(['blocks.0.faqs.0.answer', 'blocks.1.description']));
    expect(bengali.fallback).not.toEqual(expect.arrayContaining(['blocks.0.faqs.0.question']));
    expect(bengali.fallback).not.toContain('blocks.1.title');
  });
});

describe("a service's features moved in the default language", () => {
  it("moves each feature's translation with it, within the service's entry", async () => {
    const feature = (title: string) => ({ title, description: `${title}.`, iconPath: '' });
    const saved = await send('PUT', '/services', [{ title: 'Cleaning', features: [feature('Fast'), feature('Safe')] }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [cleaning] = saved.json<{ _id: string; slug: string }[]>();
    await put('/services?locale=bn', [{ _id: cleaning!._id, features: [{ title: 'দ্রুত' }, { title: 'নিরাপদ' }] }]);

    await put('/services', [{ ...cleaning, title: 'Cleaning', features: [feature('Safe'), feature('Fast')] }]);
    const [bengali] =
      await read<{ features: { title: string; description: string }[]; fallback: string[] }[]>('/services?locale=bn');
    expect(bengali!.features).toEqual([
      { title: 'নিরাপদ', description: 'Safe.', iconPath: '' },
      { title: 'দ্রুত', description: 'Fast.', iconPath: '' },
    ]);
    expect(bengali!.fallback).toEqual(['title', 'features.0.description', 'features.1.description']);
  });
});
