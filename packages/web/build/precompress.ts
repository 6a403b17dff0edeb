// Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of the browser build, at the
// highest levels, once: the server hands them out by the visitor's Accept-Encoding (@fastify/static
// preCompressed) instead of compressing the same bytes on every request. A copy that is not smaller
// than the file is not written.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function precompressFile(file: string): void {
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  const copies = {
    '.br': brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    '.gz': gzipSync(bytes, { level: 9 }),
  };
  for (const [suffix, copy] of Object.entries(copies)) if (copy.length < bytes.length) fs.writeFileSync(file + suffix, copy);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'site:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!outDir) return;
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const file of filesUnder(assets)) if (COMPRESSIBLE.test(file)) precompressFile(file);
    },
  };
}
