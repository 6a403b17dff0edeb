// Makes the image worker process die at a named moment, so tests can prove that each moment ends
// the same way for the uploader (routes/image-deadline.test.ts). The worker process loads this only
// when IMAGE_WORKER_TEST_EXIT names a moment; it is never set outside tests. Before dying it appends
// the moment to the file IMAGE_WORKER_TEST_EXIT_LOG names, so a test knows it died there and not
// of something else.
//   before-ready  dies before it tells the server it is ready
//   before-job    dies once 'ready' is written, before it reads anything of a job
//   mid-job       dies after reading the first part of a job (a job over 64 KiB arrives in parts)
//   mid-answer    dies after starting to write its first answer, made larger than any socket buffer
//                 so that only part of it has left the process
import fs from 'node:fs';

export const EXIT_MOMENTS = ['before-ready', 'before-job', 'mid-job', 'mid-answer'] as const;
export type ExitMoment = (typeof EXIT_MOMENTS)[number];

const die = (moment: string): never => {
  const log = process.env.IMAGE_WORKER_TEST_EXIT_LOG;
  if (log) fs.appendFileSync(log, `${moment}\n`);
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

export function installExitHook(moment: string): void {
  if (!(EXIT_MOMENTS as readonly string[]).includes(moment)) throw new Error(`Unknown IMAGE_WORKER_TEST_EXIT: ${moment}`);
  if (moment === 'before-ready') die(moment);
  const send = process.send!.bind(process) as (message: unknown, callback?: (err: Error | null) => void) => boolean;
  process.send = ((message: unknown, ...rest: unknown[]) => {
    if (message === 'ready') {
      if (moment === 'before-job') return send(message, () => die(moment));
      if (moment === 'mid-job') {
        // Node's IPC pipe of this process; its onread gets each chunk read from the server.
        const key = Object.getOwnPropertySymbols(process).find((s) => s.description === 'kChannelHandle');
        const channel = key && (process as unknown as Record<symbol, { onread?: (...args: unknown[]) => unknown }>)[key];
        // Without it (another Node version) the worker lives on, the upload succeeds and the test says so.
        const onread = channel?.onread;
        if (!channel || !onread) return send(message);
        channel.onread = function (this: unknown, ...args: unknown[]) {
          if (args[0]) die(moment);
          return onread.apply(this, args);
        };
      }
      return send(message);
    }
    if (moment === 'mid-answer') {
      send({ ...(message as object), padding: Buffer.alloc(64 * 1024 * 1024) });
      die(moment);
    }
    return send(message, ...(rest as [(err: Error | null) => void]));
  }) as typeof process.send;
}
