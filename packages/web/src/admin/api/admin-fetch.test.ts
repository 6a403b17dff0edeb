import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFetch } from './admin-fetch';
import { ConflictError, RequestFailedError, UnauthorizedError } from './errors';
import { restoreVersion } from './history';
import { saveSection } from './sections';
import { deleteService, listServices } from './services';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );

const sentHeaders = (mock: ReturnType<typeof vi.fn>) => new Headers((mock.mock.calls[0] as [string, RequestInit])[1].headers);

const current = { version: 7, etag: '"7.k2"', savedBy: 'maria', savedAt: '2026-11-22T09:12:00.000Z' };

describe('adminFetch and the versioned calls', () => {
  beforeEach(() => vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'authToken' ? 'tok' : null) }));
  afterEach(() => vi.unstubAllGlobals());

  it('turns a 412 with the current version into a ConflictError carrying it', async () => {
    vi.stubGlobal(
      'fetch',
      json(412, { error: 'This section was saved by someone else since you opened it.', current }, { ETag: '"7.k2"' }),
    );
    const error = await adminFetch('/backend/api/home/hero/', { method: 'PUT' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toBeInstanceOf(RequestFailedError);
    expect(error).toMatchObject({ status: 412, message: 'This section was saved by someone else since you opened it.', current });
  });

  it('keeps an unrecorded author and time as null', async () => {
    vi.stubGlobal(
      'fetch',
      json(412, { error: 'Saved since.', current: { ...current, savedBy: null, savedAt: null } }, { ETag: '"7.k2"' }),
    );
    const error = await adminFetch('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ current: { version: 7, etag: '"7.k2"', savedBy: null, savedAt: null } });
  });

  it('keeps a 412 without a readable current version a plain refusal, and a 401 a sign-out', async () => {
    vi.stubGlobal('fetch', json(412, { error: 'Precondition failed.' }));
    const error = await adminFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailedError);
    expect(error).not.toBeInstanceOf(ConflictError);
    vi.stubGlobal('fetch', json(401, { detail: 'Invalid token.' }));
    await expect(adminFetch('/x')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('saves a section with If-Match and hands back the new version', async () => {
    const fetchMock = json(200, { title: 'Hi' }, { ETag: '"8.z"' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await saveSection('hero', { title: 'Hi' } as never, '"7.k2"')).toEqual({ data: { title: 'Hi' }, etag: '"8.z"' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/backend/api/home/hero/');
    expect(sentHeaders(fetchMock).get('If-Match')).toBe('"7.k2"');
  });

  it('saves without If-Match when no version is known (last write wins, as before)', async () => {
    const fetchMock = json(200, {});
    vi.stubGlobal('fetch', fetchMock);
    expect(await saveSection('hero', {} as never, null)).toEqual({ data: {}, etag: null });
    expect(sentHeaders(fetchMock).has('If-Match')).toBe(false);
  });

  it("reads the services list's version and names it when deleting", async () => {
    vi.stubGlobal('fetch', json(200, [], { ETag: '"3.a"' }));
    expect(await listServices()).toEqual({ data: [], etag: '"3.a"' });
    const deleteMock = json(204, null, { ETag: '"4.b"' });
    vi.stubGlobal('fetch', deleteMock);
    expect(await deleteService('s 1', '"3.a"')).toBe('"4.b"');
    expect(deleteMock.mock.calls[0]?.[0]).toBe('/backend/api/services/s%201/');
    expect(sentHeaders(deleteMock).get('If-Match')).toBe('"3.a"');
  });

  it('restores a version with a POST and returns the new version', async () => {
    const fetchMock = json(200, { version: 9, etag: '"9.c"', data: { title: 'Old' } });
    vi.stubGlobal('fetch', fetchMock);
    expect(await restoreVersion('home/hero', 3)).toEqual({ version: 9, etag: '"9.c"', data: { title: 'Old' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/backend/api/history/home/hero/3/restore');
  });
});
