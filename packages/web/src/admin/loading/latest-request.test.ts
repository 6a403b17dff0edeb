import { describe, expect, it, vi } from 'vitest';
import { LatestRequest } from './latest-request';

/** A request whose answer the test sends when it likes, with the signal it was started with. */
function held<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  let signal: AbortSignal | undefined;
  const load = (s: AbortSignal) => {
    signal = s;
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { load, resolve: (v: T) => resolve(v), reject: (e: unknown) => reject(e), signal: () => signal };
}

const handlers = () => ({ data: vi.fn(), error: vi.fn() });

describe('LatestRequest', () => {
  it('hands on the answer of the only request', async () => {
    const latest = new LatestRequest();
    const first = held<string>();
    const handle = handlers();
    latest.start(first.load, handle);
    first.resolve('page 1');
    await vi.waitFor(() => expect(handle.data).toHaveBeenCalledWith('page 1'));
    expect(handle.error).not.toHaveBeenCalled();
  });

  it('ignores an older answer that arrives after a newer one, and aborts the older request', async () => {
    const latest = new LatestRequest();
    const older = held<string>();
    const newer = held<string>();
    const handle = handlers();
    latest.start(older.load, handle);
    latest.start(newer.load, handle);
    expect(older.signal()?.aborted).toBe(true);
    expect(newer.signal()?.aborted).toBe(false);

    newer.resolve('gallery');
    await vi.waitFor(() => expect(handle.data).toHaveBeenCalledWith('gallery'));
    older.resolve('hero');
    await Promise.resolve();
    await Promise.resolve();
    expect(handle.data).toHaveBeenCalledTimes(1);
  });

  it("reports the latest request's failure but not a superseded one's (its abort)", async () => {
    const latest = new LatestRequest();
    const older = held<string>();
    const newer = held<string>();
    const handle = handlers();
    latest.start(older.load, handle);
    latest.start(newer.load, handle);
    older.reject(new DOMException('The operation was aborted.', 'AbortError'));
    newer.reject(new Error('The database is unavailable.'));
    await vi.waitFor(() => expect(handle.error).toHaveBeenCalledTimes(1));
    expect(handle.error).toHaveBeenCalledWith(new Error('The database is unavailable.'));
  });

  it('drops every pending answer once stopped, and can start again afterwards', async () => {
    const latest = new LatestRequest();
    const pending = held<string>();
    const handle = handlers();
    latest.start(pending.load, handle);
    latest.stop();
    expect(pending.signal()?.aborted).toBe(true);
    pending.resolve('late');

    const again = held<string>();
    latest.start(again.load, handle);
    again.resolve('fresh');
    await vi.waitFor(() => expect(handle.data).toHaveBeenCalledWith('fresh'));
    expect(handle.data).toHaveBeenCalledTimes(1);
  });
});
