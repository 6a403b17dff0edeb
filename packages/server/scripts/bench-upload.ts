// `pnpm bench:upload`: how long the production server takes to answer the upload of a
// 6000 x 4000 photo-like JPEG (validation and every responsive variant happen before the answer),
// which variants it kept, and how much memory the server process used: its peak RSS (VmHWM) before
// and after the upload, and VmRSS sampled every 20 ms while the upload runs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runScript, startDemoServer, stopProcess } from './demo-server.js';

const WIDTH = 6000;
const HEIGHT = 4000;

/**
 * Smooth colour fields (a small random image scaled up) plus fine grain, like a camera photo: it
 * compresses to a few megabytes, where random pixels would not compress and a flat image would
 * shrink to nothing.
 */
async function photoJpeg(): Promise<Buffer> {
  const fields = await sharp(randomBytes(60 * 40 * 3), { raw: { width: 60, height: 40, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(fields.length);
  for (let i = 0; i < fields.length; i++) fields[i] = Math.max(0, Math.min(255, fields[i]! + (grain[i]! & 15) - 8));
  return sharp(fields, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A field of /proc/<pid>/status in MB (the kernel writes kB). */
function procStatusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}.`);
  return Number(line.split(/\s+/)[1]) / 1024;
}

const mb = (n: number) => `${n.toFixed(1)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-upload-'));
  const admin = { username: 'bench', password: randomBytes(12).toString('hex') };
  const jpeg = await photoJpeg();
  const server = await startDemoServer(dir, admin);
  try {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('The server has no PID.');
    const login = await fetch(`${server.baseURL}/backend/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };

    const body = new FormData();
    body.append('category', 'gallery');
    body.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
    const peakBefore = procStatusMb(pid, 'VmHWM');
    const rssBefore = procStatusMb(pid, 'VmRSS');
    let rssMax = rssBefore;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, procStatusMb(pid, 'VmRSS'))), 20);
    const started = performance.now();
    const res = await fetch(`${server.baseURL}/backend/api/images/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}` },
      body,
    });
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const record = (await res.json()) as { image?: string; error?: string };
    if (res.status !== 201 || !record.image) throw new Error(`The upload answered ${res.status}: ${JSON.stringify(record)}`);
    const peakAfter = procStatusMb(pid, 'VmHWM');

    const base = path.basename(record.image).replace(/\.[a-z]+$/, '');
    const variants = fs
      .readdirSync(path.join(dir, 'uploads'))
      .filter((f) => f.startsWith(`${base}-w`))
      .map((f) => ({ file: f, bytes: fs.statSync(path.join(dir, 'uploads', f)).size }))
      .sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));

    console.log(
      `Upload of a ${WIDTH} x ${HEIGHT} JPEG (${kb(jpeg.length)}) on ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log(`  answered 201 in ${(elapsed / 1000).toFixed(2)} s`);
    console.log(`  server RSS: ${mb(rssBefore)} before, ${mb(rssMax)} sampled peak during the upload`);
    console.log(`  server peak RSS (VmHWM): ${mb(peakBefore)} before (start and demo seed), ${mb(peakAfter)} after`);
    console.table(variants.map((v) => ({ variant: v.file.slice(base.length + 1), size: kb(v.bytes) })));
  } finally {
    await stopProcess(server.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

runScript(main);
