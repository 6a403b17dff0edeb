import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

/** Just enough of the DOM for the fallback: a textarea and document.execCommand. */
function fakeDocument(copied: boolean) {
  const field = { value: '', style: {}, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() };
  const doc = {
    createElement: vi.fn(() => field),
    body: { append: vi.fn() },
    execCommand: vi.fn(() => copied),
  };
  vi.stubGlobal('document', doc);
  return { field, doc };
}

describe('copyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes to the clipboard when the page may', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { doc } = fakeDocument(true);
    expect(await copyText('/media/a.png')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('/media/a.png');
    expect(doc.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to selecting a hidden field when the clipboard refuses, and removes the field', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    const { field, doc } = fakeDocument(true);
    expect(await copyText('/media/a.png')).toBe(true);
    expect(field.value).toBe('/media/a.png');
    expect(doc.execCommand).toHaveBeenCalledWith('copy');
    expect(field.remove).toHaveBeenCalled();
  });

  it('falls back without a clipboard API and reports a failed copy', async () => {
    vi.stubGlobal('navigator', {});
    fakeDocument(false);
    expect(await copyText('x')).toBe(false);
  });
});
