import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { inlineModuleCode } from './inline-entry';

/** A built entry chunk with what inlineModuleCode reads of it. */
const chunk = (code: string, dynamicImports: string[] = [], imports: string[] = []) =>
  ({ fileName: 'assets/index-abc.js', code, imports, dynamicImports }) as unknown as Rolldown.OutputChunk;

describe('inlineModuleCode', () => {
  it("writes the entry's imports of the islands from the site's root, and drops its source map comment", () => {
    const code = 'const a=()=>import(`./Carousel-x1.js`),b=()=>import("./preact-y2.js");\n//# sourceMappingURL=index-abc.js.map';
    expect(inlineModuleCode(chunk(code, ['assets/Carousel-x1.js', 'assets/preact-y2.js']), [], '/')).toBe(
      'const a=()=>import(`/assets/Carousel-x1.js`),b=()=>import("/assets/preact-y2.js");',
    );
  });

  it('refuses an entry that imports a chunk, or that a chunk imports: inlined, it has no address', () => {
    expect(() => inlineModuleCode(chunk('import"./site-z.js";', [], ['assets/site-z.js']), [], '/')).toThrow(
      'The page entry assets/index-abc.js imports assets/site-z.js: an inlined entry must stand alone.',
    );
    expect(() => inlineModuleCode(chunk('export const a=1;'), ['assets/site-z.js'], '/')).toThrow(
      'assets/site-z.js import the page entry assets/index-abc.js, which is inlined and has no address.',
    );
  });

  it('refuses a relative import it could not rewrite, and a relative base', () => {
    expect(() => inlineModuleCode(chunk('import(`./other.js`)', ['assets/Carousel-x1.js']), [], '/')).toThrow(
      'The page entry assets/index-abc.js imports assets/Carousel-x1.js, but not as ./Carousel-x1.js.',
    );
    expect(() => inlineModuleCode(chunk('import(`./other.js`)'), [], '/')).toThrow(
      'The page entry assets/index-abc.js still imports a module by a relative address.',
    );
    expect(() => inlineModuleCode(chunk('1'), [], './')).toThrow('can be inlined only with an absolute base (not ./)');
  });

  it('refuses code that would end or change the <script> element it is written into', () => {
    for (const code of ['a="</script>"', 'a="</SCRIPT "', 'a="<!--"', 'a="<script>"'])
      expect(() => inlineModuleCode(chunk(code), [], '/'), code).toThrow('which cannot be inlined');
  });
});
