// A server that dies while its image worker rasterises the blur bomb (image-worker.test.ts runs this
// as a process of its own): once the worker has spent half a second of CPU on the bomb, it prints the
// worker's process id and exits without stopping it.
import fs from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';
import { Budget, imageWorker } from '../media/image-worker.js';
import { blurBomb } from './blur-bomb.js';

/** CPU seconds a process has used, from /proc (utime and stime, in 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const bomb = blurBomb();
const header = await imageWorker.run({ kind: 'header', bytes: bomb }, new Budget(60_000));
const pid = imageWorker.pid!;
const idle = cpuSeconds(pid);
void imageWorker.run({ kind: 'decode', bytes: bomb, header, widths: [], encode: true }, new Budget(60_000));
while (cpuSeconds(pid) - idle < 0.5) await wait(20);
console.log(pid);
process.exit(0);
