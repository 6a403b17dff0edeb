// The Nu HTML Checker (vnu.jar from the vnu-jar package, run with the machine's Java) over the HTML
// the server answers for every public page, an editor-built page with every block type among them: no errors. CSS messages are left aside: the checker's CSS
// parser is behind the browsers (it refuses container-type, cqi units and line-clamp, which they read).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { withBuiltPage } from './built-page';
import { expect, test } from './fixtures';
import { DEMO_PUBLIC_PAGES, OTHER_PUBLIC_PAGES } from './pages';

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const BUILT_PAGE = withBuiltPage('html-check-built');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test('every public page is valid HTML for the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-vnu-'));
  try {
    const pages = [...DEMO_PUBLIC_PAGES, ...OTHER_PUBLIC_PAGES, BUILT_PAGE];
    const files = await Promise.all(
      pages.map(async (page, i) => {
        const response = await request.get(page);
        expect(response.status(), page).toBe(page === '/no-such-page' ? 404 : 200);
        const file = path.join(dir, `${i}-${page.replace(/\W+/g, '-')}.html`);
        fs.writeFileSync(file, await response.text());
        return file;
      }),
    );
    // vnu exits with 1 when it reports errors; its JSON report on stderr is what is read either way.
    const stderr = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      (done) => done.stderr,
      (failed: { stderr?: string }) => failed.stderr ?? '',
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' && !m.message.startsWith('CSS:'))
      .map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
