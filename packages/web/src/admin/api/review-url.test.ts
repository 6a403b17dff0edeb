import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approveDraft, requestChanges, submitForReview } from './review';

beforeEach(() => vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'authToken' ? 'tok' : null) }));
afterEach(() => vi.unstubAllGlobals());

describe('the review steps of a draft', () => {
  it('name the language of a translation’s draft, and none for a document’s own draft', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(init.body as string) });
        return Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }),
    );
    await submitForReview('services', 'Please look', 'bn');
    await approveDraft('custom-pages/offers', '2030-01-01T10:00:00.000Z', 'fr-CA');
    await requestChanges('home/hero', 'Shorter', 'ar');
    await approveDraft('home/hero');
    expect(calls).toEqual([
      { url: '/backend/api/drafts/services/submit?locale=bn', body: { note: 'Please look' } },
      { url: '/backend/api/drafts/custom-pages/offers/approve?locale=fr-CA', body: { at: '2030-01-01T10:00:00.000Z' } },
      { url: '/backend/api/drafts/home/hero/request-changes?locale=ar', body: { comment: 'Shorter' } },
      { url: '/backend/api/drafts/home/hero/approve', body: {} },
    ]);
  });
});
