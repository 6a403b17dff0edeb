// A stand-in for `pnpm build`: the page template, and a server entry that is the web package's
// source entry (vitest compiles it), so tests render the real pages without depending on a build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function sourceBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-source-dist-'));
  for (const dir of ['client', 'admin', 'server']) fs.mkdirSync(path.join(dist, dir));
  fs.writeFileSync(
    path.join(dist, 'client', 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'admin', 'admin.html'), '<!doctype html><html><body></body></html>');
  const entry = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), `export * from ${JSON.stringify(entry)};\n`);
  return dist;
}
