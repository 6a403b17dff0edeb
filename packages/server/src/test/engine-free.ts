// The server's test files whose outcome cannot depend on the database engine, which the run on
// PostgreSQL (vitest.config.ts, project unit-pg) leaves out: running them twice proves nothing new.
// Every other server test runs on both engines, a new one included, unless it is named here, and
// engine-free.test.ts proves each one named here is engine-free (engineReach below finds nothing).
import fs from 'node:fs';
import path from 'node:path';

/** Paths from the repository root. A file named here that reaches an engine fails engine-free.test.ts. */
export const ENGINE_FREE_TESTS = [
  'packages/server/src/auth/passwords.test.ts',
  'packages/server/src/auth/two-factor-codes.test.ts',
  'packages/server/src/cache/compressed.test.ts',
  'packages/server/src/cache/content-version.test.ts',
  'packages/server/src/config-s3.test.ts',
  'packages/server/src/config.test.ts',
  'packages/server/src/content/custom-page-head.test.ts',
  'packages/server/src/content/like-pattern.test.ts',
  'packages/server/src/content/not-found-paths.test.ts',
  'packages/server/src/content/redirect-rules.test.ts',
  'packages/server/src/content/section-patch.test.ts',
  'packages/server/src/content/site-health/alt-text.test.ts',
  'packages/server/src/content/site-health/colour-contrast.test.ts',
  'packages/server/src/content/site-health/contrast.test.ts',
  'packages/server/src/content/site-health/headings.test.ts',
  'packages/server/src/content/site-health/links.test.ts',
  'packages/server/src/content/site-health/page-markup.test.ts',
  'packages/server/src/content/site-health/seo.test.ts',
  'packages/server/src/db/boundary.test.ts',
  'packages/server/src/http/closing.test.ts',
  'packages/server/src/http/shared-caching.test.ts',
  'packages/server/src/mail/alert-email.test.ts',
  'packages/server/src/mail/retry.test.ts',
  'packages/server/src/media/http-conditions.test.ts',
  'packages/server/src/media/image-end.test.ts',
  'packages/server/src/media/memory-files.test.ts',
  'packages/server/src/media/processing.test.ts',
  'packages/server/src/media/storage.test.ts',
  'packages/server/src/media/variants.test.ts',
  'packages/server/src/render/admin-shells.test.ts',
  'packages/server/src/render/inline-hashes.test.ts',
  'packages/server/src/render/inline-styles.test.ts',
  'packages/server/src/render/page-styles.test.ts',
  'packages/server/src/render/page-url.test.ts',
  'packages/server/src/render/public-origin.test.ts',
  'packages/server/src/test/hostile-input.test.ts',
  'packages/server/src/transfer/original/image-data.test.ts',
  'packages/server/src/transfer/original/mapping.test.ts',
];

/**
 * How a file could meet the engine a test process runs on: the engine is chosen by the process's
 * DATABASE_URL (db/engine.ts; pg-setup-file.ts sets it for the run on PostgreSQL) and reaches a child
 * process through its environment. So a file is engine-free when neither it nor anything it imports
 * from the repository reads DATABASE_URL from the environment, asks for the PostgreSQL template, or
 * starts a process.
 */
const ENGINE_SIGNS: [RegExp, string][] = [
  [/process\.env\s*(\.\s*DATABASE_URL|\[\s*['"`]DATABASE_URL)/, 'reads DATABASE_URL from the environment'],
  [/pgTemplateUrl/, 'asks for the PostgreSQL template'],
  [/from\s+['"](node:)?child_process['"]|import\(\s*['"](node:)?child_process['"]\s*\)/, 'starts a process'],
];

/** The repository's files a file imports (relative specifiers, `.js` standing for `.ts` or `.tsx`). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), `${target}.ts`];
    const resolved = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (resolved) found.push(resolved);
  }
  return found;
}

/**
 * The first way `file` (absolute) or a module it imports could meet the run's engine, as
 * "path: reason", or undefined when there is none.
 */
export function engineReach(file: string): string | undefined {
  const seen = new Set<string>([file]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift()!;
    const source = fs.readFileSync(current, 'utf8');
    for (const [sign, reason] of ENGINE_SIGNS) if (sign.test(source)) return `${current}: ${reason}`;
    for (const next of importsOf(current)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return undefined;
}
