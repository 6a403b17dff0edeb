// Routes and the renderer reach data only through the repositories: no query builder, schema,
// driver or raw connection of their own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FORBIDDEN = [/from 'drizzle-orm/, /from '\.\.\/db\/(schema|sqlite|gate)\.js'/, /from '(better-sqlite3|pg)'/, /\$client/];

function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(src, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(folder, name));
}

describe('the data boundary', () => {
  it.each([...sources('routes'), ...sources('render')])('%s uses no driver, schema or query builder', (file) => {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    expect(FORBIDDEN.filter((pattern) => pattern.test(text)).map(String)).toEqual([]);
  });
});
