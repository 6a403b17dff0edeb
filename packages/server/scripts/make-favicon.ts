// Writes the site's own favicon, the demo company's mark (demo-art/logos.ts), to web/public/favicon.svg:
// the icon of pages whose navbar has no logo image, and of the editor. The output is committed.
// Run: cd packages/server && npx tsx scripts/make-favicon.ts
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brightwellFavicon } from './demo-art/logos.js';

const target = fileURLToPath(new URL('../../web/public/favicon.svg', import.meta.url));
fs.writeFileSync(target, `${brightwellFavicon()}\n`);
console.log(`${target}: ${fs.statSync(target).size} bytes`);
