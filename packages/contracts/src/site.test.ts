// The public site's entry to the contract (`@site/contracts/site`) must not load zod: followed
// through every module it imports at run time (type-only imports are erased), none imports zod or a
// module that builds schemas.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The specifiers a module imports or re-exports at run time; `import type` and `export type` are left out. */
function runtimeImports(source: string): string[] {
  const statements = source.match(/^(?:import|export)\s[^;]*?from\s+'[^']+';/gms) ?? [];
  return statements.filter((s) => !/^(?:import|export)\s+type\s/.test(s)).map((s) => /from\s+'([^']+)';$/.exec(s)![1]!);
}

/** Every module reached at run time from `entry`, by path relative to src. */
function reached(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const imports = runtimeImports(fs.readFileSync(path.join(here, file), 'utf8'));
    seen.set(file, imports);
    for (const specifier of imports) {
      if (specifier.startsWith('.')) visit(path.join(path.dirname(file), specifier).replace(/\.js$/, '.ts'));
    }
  };
  visit(entry);
  return seen;
}

describe('@site/contracts/site', () => {
  it('reaches no zod at run time, only plain modules', () => {
    const modules = reached('site.ts');
    expect(modules.size).toBeGreaterThan(10);
    const withZod = [...modules].filter(([, imports]) => imports.some((s) => !s.startsWith('.'))).map(([file]) => file);
    expect(withZod).toEqual([]);
    expect([...modules.keys()]).not.toContain('fields.ts');
    expect([...modules.keys()]).not.toContain('registry.ts');
  });

  it('is how the package exports it', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(here, '../package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(manifest.exports['./site']).toBe('./src/site.ts');
  });
});
