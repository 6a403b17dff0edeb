import { describe, expect, it, vi } from 'vitest';
import { ConflictError, RequestFailedError, UnauthorizedError } from '../api/errors';
import { DocumentSession, type VersionedDocument } from './document-session';

type Doc = { title: string };
const current = { version: 7, etag: '"7.k2"', savedBy: 'maria', savedAt: '2026-11-22T09:12:00.000Z' };
const conflict = () => new ConflictError('This section was saved by someone else since you opened it.', {}, current);

function documentOf(send: VersionedDocument<Doc, Doc>['send'], load: VersionedDocument<Doc, Doc>['load'] = vi.fn()) {
  return { send: vi.fn(send), load: vi.fn(load) };
}

describe('DocumentSession', () => {
  it('names the version the editor started from, then the version each save answered', async () => {
    const doc = documentOf((values) => Promise.resolve({ data: values, etag: `"${values.title}"` }));
    const session = new DocumentSession(doc, '"1.a"');
    expect(await session.save({ title: 'two' })).toEqual({ status: 'done', value: { data: { title: 'two' }, etag: '"two"' } });
    await session.save({ title: 'three' });
    expect(doc.send.mock.calls.map(([, basedOn]) => basedOn)).toEqual(['"1.a"', '"two"']);
    expect(session.version).toBe('"three"');
  });

  it('keeps a refused save for Overwrite, which names the version the refusal reported', async () => {
    const doc = documentOf(() => Promise.reject(conflict()));
    const session = new DocumentSession(doc, '"6.x"');
    expect(session.overwrite()).toBeNull();
    expect(await session.save({ title: 'mine' })).toEqual({ status: 'conflict', conflict: { current, action: 'save' } });
    // Still based on what the editor opened: another plain save is refused the same way.
    expect(session.version).toBe('"6.x"');

    doc.send.mockImplementationOnce((values) => Promise.resolve({ data: values, etag: '"8.z"' }));
    expect(await session.overwrite()).toMatchObject({ status: 'done' });
    expect(doc.send).toHaveBeenLastCalledWith({ title: 'mine' }, '"7.k2"');
    expect(session.version).toBe('"8.z"');
    expect(session.overwrite()).toBeNull();
  });

  it('a third save between the refusal and Overwrite is refused again, and Overwrite then names the newest version', async () => {
    const newer = { ...current, version: 9, etag: '"9.q"' };
    const doc = documentOf(() => Promise.reject(conflict()));
    const session = new DocumentSession(doc, '"6.x"');
    await session.save({ title: 'mine' });
    doc.send.mockImplementationOnce(() => Promise.reject(new ConflictError('Saved since.', {}, newer)));
    expect(await session.overwrite()).toEqual({ status: 'conflict', conflict: { current: newer, action: 'save' } });
    doc.send.mockImplementationOnce((values) => Promise.resolve({ data: values, etag: '"10.r"' }));
    await session.overwrite();
    expect(doc.send).toHaveBeenLastCalledWith({ title: 'mine' }, '"9.q"');
  });

  it("takes a reloaded document's version as the base and forgets the refused save", async () => {
    const doc = documentOf(
      () => Promise.reject(conflict()),
      () => Promise.resolve({ data: { title: 'theirs' }, etag: '"7.k2"' }),
    );
    const session = new DocumentSession(doc, '"6.x"');
    await session.save({ title: 'mine' });
    expect(await session.reload()).toEqual({ status: 'done', value: { data: { title: 'theirs' }, etag: '"7.k2"' } });
    expect(session.version).toBe('"7.k2"');
    expect(session.overwrite()).toBeNull();
  });

  it('adopts a restored version as the base of the next save', async () => {
    const doc = documentOf((values) => Promise.resolve({ data: values, etag: '"12.n"' }));
    const session = new DocumentSession(doc, '"6.x"');
    session.adopt('"11.m"');
    await session.save({ title: 'after restore' });
    expect(doc.send).toHaveBeenLastCalledWith({ title: 'after restore' }, '"11.m"');
  });

  it('tells a signed-out answer and any other failure apart, keeping the base', async () => {
    const refusal = new RequestFailedError(400, 'The title is too long.', { issues: [] });
    const doc = documentOf(() => Promise.reject(new UnauthorizedError('Invalid token.')));
    const session = new DocumentSession(doc, null);
    expect(await session.save({ title: 'x' })).toEqual({ status: 'signed-out' });
    doc.send.mockImplementationOnce(() => Promise.reject(refusal));
    expect(await session.save({ title: 'x' })).toEqual({ status: 'failed', error: refusal });
    expect(session.version).toBeNull();
  });

  it('deletes an item naming the version, and takes the answer as the next base', async () => {
    const session = new DocumentSession(documentOf(vi.fn()), '"3.a"');
    const send = vi.fn(() => Promise.resolve<string | null>('"4.b"'));
    expect(await session.remove(send)).toEqual({ status: 'done', value: undefined });
    expect(send).toHaveBeenCalledWith('"3.a"');
    expect(session.version).toBe('"4.b"');
  });

  it('counts an item the server no longer has (404) as deleted, and reports a refused delete as a conflict with no overwrite', async () => {
    const doc = documentOf(() => Promise.reject(conflict()));
    const session = new DocumentSession(doc, '"3.a"');
    await session.save({ title: 'refused first' });
    const gone = new RequestFailedError(404, 'There is no service with that id.');
    expect(await session.remove(() => Promise.reject(gone))).toEqual({ status: 'done', value: undefined });
    expect(session.version).toBe('"3.a"');

    expect(await session.remove(() => Promise.reject(conflict()))).toEqual({
      status: 'conflict',
      conflict: { current, action: 'delete' },
    });
    expect(session.overwrite()).toBeNull();
    const broken = new RequestFailedError(500, 'Something went wrong on our side.');
    expect(await session.remove(() => Promise.reject(broken))).toEqual({ status: 'failed', error: broken });
  });

  it("knows every version the editor's copy was based on, a joined one by its own tag, and no other", async () => {
    const doc = documentOf((values) => Promise.resolve({ data: values, etag: '"2.b"' }));
    const session = new DocumentSession(doc, '"1.a~4.f"');
    expect(session.knows('"1.a"')).toBe(true);
    expect(session.knows('"3.c"')).toBe(false);
    await session.save({ title: 'two' });
    session.adopt('"3.c"');
    expect(['"1.a"', '"2.b"', '"3.c"', '"4.f"'].map((tag) => session.knows(tag))).toEqual([true, true, true, false]);
  });
});
