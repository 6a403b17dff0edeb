// The demo seed's cache of variants. Encoding AVIF and WebP for ~70 demo images takes far longer than
// the rest of a seed, and every fresh database (each test run, the browser tests, the benchmark) would
// pay it again for the same bytes. The pipeline still decodes and checks every image; only the
// encoding is looked up, by a hash of the original, the widths and the encoder settings, in a folder
// under the system's temporary directory. A damaged entry is encoded again.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VARIANT_FORMATS } from '@site/contracts';
import { loadSharp } from '../media/sharp.js';
import { ENCODER_SETTINGS, type VariantCache, type Variants, type VariantWidths } from '../media/variants.js';

const CACHE_DIR = path.join(os.tmpdir(), 'site-demo-variants');

const keyOf = (original: Buffer, widths: number[], vips: string | undefined) =>
  createHash('sha256')
    .update(JSON.stringify({ widths, settings: ENCODER_SETTINGS, vips }))
    .update(original)
    .digest('hex');

const fileOf = (dir: string, width: number, format: string) => path.join(dir, `w${width}.${format}`);

async function read(dir: string): Promise<Variants | undefined> {
  try {
    const widths = JSON.parse(await fs.readFile(path.join(dir, 'widths.json'), 'utf8')) as VariantWidths;
    const files = [];
    for (const format of VARIANT_FORMATS) {
      for (const width of widths[format]) files.push({ width, format, data: await fs.readFile(fileOf(dir, width, format)) });
    }
    return { widths, files };
  } catch {
    return undefined;
  }
}

async function write(dir: string, variants: Variants): Promise<void> {
  try {
    // Written to a folder of its own and renamed into place, so a reader never sees half an entry.
    const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'site-demo-variant-'));
    for (const f of variants.files) await fs.writeFile(fileOf(staging, f.width, f.format), f.data);
    await fs.writeFile(path.join(staging, 'widths.json'), JSON.stringify(variants.widths));
    await fs.mkdir(CACHE_DIR, { recursive: true });
    await fs.rename(staging, dir).catch(() => fs.rm(staging, { recursive: true, force: true }));
  } catch {
    // A cache that cannot be written only costs time.
  }
}

const dirOf = async (original: Buffer, widths: number[]) =>
  path.join(CACHE_DIR, keyOf(original, widths, (await loadSharp()).versions.vips));

export const demoVariantCache: VariantCache = {
  get: async (original, widths) => read(await dirOf(original, widths)),
  put: async (original, widths, variants) => write(await dirOf(original, widths), variants),
};
