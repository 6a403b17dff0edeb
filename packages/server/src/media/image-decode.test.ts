// SVGs are rasterised only to prove that they render: a large one is rendered smaller, so the
// rasteriser's memory does not grow with the size a file declares.
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_SVG_PIXELS, svgDensity } from './image-decode.js';
import { Budget, imageWorker } from './image-worker.js';

const svg = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="50%" cy="50%" rx="40%" ry="40%" fill="teal"/></svg>`,
  );

/** The peak resident memory of a process, in MB (the kernel writes kB). */
const peakMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

describe('svgDensity', () => {
  it('renders an SVG within the cap at its own size (72 dpi)', () => {
    expect(svgDensity(1200, 800)).toBe(72);
    expect(svgDensity(2000, 1900)).toBe(72);
  });

  it.each([
    [9000, 9000],
    [9000, 3000],
    [3000, 12000],
  ])('renders a %i x %i SVG smaller, in its own proportions, within MAX_SVG_PIXELS', async (width, height) => {
    const { info } = await sharp(svg(width, height), { density: svgDensity(width, height) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width * info.height).toBeLessThanOrEqual(MAX_SVG_PIXELS);
    expect(info.width * info.height).toBeGreaterThan(MAX_SVG_PIXELS * 0.95);
    expect(info.width / info.height).toBeCloseTo(width / height, 1);
  });
});

describe('the proof of an SVG', () => {
  it('proves a 9000 x 9000 SVG without rendering it at that size', { timeout: 15_000 }, async () => {
    const bytes = svg(9000, 9000);
    const budget = new Budget(20_000);
    const header = await imageWorker.run({ kind: 'header', bytes }, budget);
    expect(header).toMatchObject({ width: 9000, height: 9000 });
    await expect(imageWorker.run({ kind: 'decode', bytes, header, widths: [], encode: true }, budget)).resolves.toEqual({
      widths: { avif: [], webp: [] },
      files: [],
    });
    // At 81 megapixels the surface alone is 324 MB; at the cap it is 16 MB.
    expect(peakMb(imageWorker.pid!)).toBeLessThan(250);
  });
});
