// Hashes of a document's inline scripts and styles: exactly the ones the browser checks.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, sha256Source } from './inline-hashes.js';

const b64 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('inlineHashes', () => {
  it('hashes the exact text of inline scripts and styles, in the CSP source form', () => {
    const html = `<head><script>document.documentElement.classList.add('js')</script><style>a{color:red}</style></head>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [`'sha256-${b64("document.documentElement.classList.add('js')")}'`],
      styles: [`'sha256-${b64('a{color:red}')}'`],
    });
  });

  it('keeps whitespace and line breaks, as the browser hashes them', () => {
    const body = '\n      try { x() } catch (e) {}\n    ';
    expect(inlineHashes(`<script>${body}</script>`).scripts).toEqual([sha256Source(body)]);
  });

  it('skips external scripts and data blocks, keeps inline module scripts', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="application/json" id="d">{"a":1}</script>',
      '<script type="module">import "/x.js"</script>',
    ].join('');
    expect(inlineHashes(html).scripts).toEqual([sha256Source('import "/x.js"')]);
  });

  it('lists a repeated element once, and nothing for a document without inline code', () => {
    expect(inlineHashes('<script>a()</script><script>a()</script>').scripts).toHaveLength(1);
    expect(inlineHashes('<p>plain</p>')).toEqual({ scripts: [], styles: [] });
  });
});
