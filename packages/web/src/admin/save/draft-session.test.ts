import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../api/errors';
import { DraftSession } from './draft-session';

const api = vi.hoisted(() => ({
  saveDraft: vi.fn(),
  publishDraft: vi.fn(),
  discardDraft: vi.fn(),
  scheduleDrafts: vi.fn(),
}));
vi.mock('../api/drafts', () => api);

type Doc = { title: string };
const target = { path: 'home/hero', body: (values: Doc) => ({ ...values, sent: true }) };
const saved = (etag: string) => ({ data: {}, etag });

beforeEach(() => vi.resetAllMocks());

describe('DraftSession', () => {
  it("names the draft's version in each save, the one the last save answered after that", async () => {
    api.saveDraft.mockResolvedValueOnce(saved('"d2"')).mockResolvedValueOnce(saved('"d3"'));
    const session = new DraftSession<Doc>(target, '"d1"');
    await session.save({ title: 'a' });
    await session.save({ title: 'b' });
    expect(api.saveDraft.mock.calls).toEqual([
      ['home/hero', { title: 'a', sent: true }, '"d1"'],
      ['home/hero', { title: 'b', sent: true }, '"d2"'],
    ]);
    expect(session.version).toBe('"d3"');
  });

  it('a first save names no version; a refused one keeps the version it had', async () => {
    const session = new DraftSession<Doc>(target, null);
    expect(session.exists).toBe(false);
    api.saveDraft.mockRejectedValueOnce(
      new ConflictError('changed', {}, { version: 4, etag: '"d4"', savedBy: 'maria', savedAt: null }),
    );
    await expect(session.save({ title: 'a' })).rejects.toBeInstanceOf(ConflictError);
    expect(api.saveDraft).toHaveBeenLastCalledWith('home/hero', { title: 'a', sent: true }, null);
    expect(session.exists).toBe(false);
    // Overwrite names the version the refusal reported.
    api.saveDraft.mockResolvedValueOnce(saved('"d5"'));
    await session.save({ title: 'a' }, '"d4"');
    expect(api.saveDraft).toHaveBeenLastCalledWith('home/hero', { title: 'a', sent: true }, '"d4"');
    expect(session.version).toBe('"d5"');
  });

  it('publish sends the copy as the draft first, then publishes that version; the draft is gone after', async () => {
    api.saveDraft.mockResolvedValueOnce(saved('"d7"'));
    api.publishDraft.mockResolvedValueOnce({ published: [] });
    const session = new DraftSession<Doc>(target, '"d6"');
    await session.publish({ title: 'live' }, true);
    expect(api.publishDraft).toHaveBeenCalledWith('home/hero', '"d7"', true);
    expect(session.exists).toBe(false);
  });

  it('runs its writes one after another: a publish waits for the save on its way', async () => {
    let finish: () => void = () => undefined;
    api.saveDraft
      .mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(saved('"d2"')))))
      .mockResolvedValueOnce(saved('"d3"'));
    api.publishDraft.mockResolvedValueOnce({ published: [] });
    const session = new DraftSession<Doc>(target, '"d1"');
    const autosave = session.save({ title: 'typed' });
    const publish = session.publish({ title: 'typed' });
    await Promise.resolve();
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([autosave, publish]);
    // The publish's own save named the version the earlier save answered.
    expect(api.saveDraft).toHaveBeenLastCalledWith('home/hero', { title: 'typed', sent: true }, '"d2"');
    expect(api.publishDraft).toHaveBeenCalledWith('home/hero', '"d3"', false);
  });

  it('a failed write does not stop the next one', async () => {
    api.saveDraft.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(saved('"d2"'));
    const session = new DraftSession<Doc>(target, '"d1"');
    await expect(session.save({ title: 'a' })).rejects.toThrow('offline');
    await session.save({ title: 'b' });
    expect(session.version).toBe('"d2"');
  });

  it('discard names the version and forgets the draft; without a draft it sends nothing', async () => {
    const session = new DraftSession<Doc>(target, '"d9"');
    await session.discard();
    expect(api.discardDraft).toHaveBeenCalledWith('home/hero', '"d9"');
    expect(session.exists).toBe(false);
    await session.discard();
    expect(api.discardDraft).toHaveBeenCalledTimes(1);
  });
  it("a translation's draft names its language in every request: save, publish, schedule, discard", async () => {
    api.saveDraft.mockResolvedValue(saved('"b2"'));
    api.publishDraft.mockResolvedValue({ published: ['home/hero'] });
    const session = new DraftSession<Doc>({ ...target, locale: 'bn' }, '"b1"');
    await session.save({ title: 'a' });
    expect(api.saveDraft).toHaveBeenLastCalledWith('home/hero', { title: 'a', sent: true }, '"b1"', 'bn');
    await session.schedule({ title: 'b' }, '2030-01-01T09:00:00.000Z');
    expect(api.scheduleDrafts).toHaveBeenLastCalledWith(['home/hero'], '2030-01-01T09:00:00.000Z', ['bn']);
    await session.publish({ title: 'c' });
    expect(api.publishDraft).toHaveBeenLastCalledWith('home/hero', '"b2"', false, 'bn');
    session.adopt('"b3"');
    await session.discard();
    expect(api.discardDraft).toHaveBeenLastCalledWith('home/hero', '"b3"', 'bn');
  });

  it('knows each version of the draft it opened, wrote or adopted, and no other', async () => {
    api.saveDraft.mockResolvedValue(saved('"d2"'));
    const session = new DraftSession<Doc>(target, '"d1"');
    await session.save({ title: 'a' });
    session.adopt('"d5"');
    expect(['"d1"', '"d2"', '"d5"', '"d3"'].map((tag) => session.knows(tag))).toEqual([true, true, true, false]);
  });
});
