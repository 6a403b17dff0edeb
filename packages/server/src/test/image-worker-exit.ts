// Makes the image worker process die at a named moment, so tests can prove that each moment ends
// the same way for the uploader (routes/image-deadline.test.ts). The worker process loads this only
// when IMAGE_WORKER_TEST_EXIT names a moment; it is never set outside tests.
//   before-ready  dies before it tells the server it is ready
//   before-job    dies once 'ready' is written, before it reads anything of a job
//   mid-job       dies after reading the first part of a job (a job over 64 KiB arrives in parts)
//   mid-answer    dies after starting to write its first answer, made larger than any socket buffer
//                 so that only part of it has left the process
export const EXIT_MOMENTS = ['before-ready', 'before-job', 'mid-job', 'mid-answer'] as const;
export type ExitMoment = (typeof EXIT_MOMENTS)[number];

const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

export function installExitHook(moment: string): void {
  if (!(EXIT_MOMENTS as readonly string[]).includes(moment)) throw new Error(`Unknown IMAGE_WORKER_TEST_EXIT: ${moment}`);
  if (moment === 'before-ready') die();
  const send = process.send!.bind(process) as (message: unknown, callback?: (err: Error | null) => void) => boolean;
  process.send = ((message: unknown, ...rest: unknown[]) => {
    if (message === 'ready') {
      if (moment === 'before-job') return send(message, () => die());
      if (moment === 'mid-job') {
        // Node's IPC pipe of this process; its onread gets each chunk read from the server.
        const key = Object.getOwnPropertySymbols(process).find((s) => s.description === 'kChannelHandle');
        const channel = (process as unknown as Record<symbol, { onread: (...args: unknown[]) => unknown }>)[key!]!;
        const onread = channel.onread;
        channel.onread = function (this: unknown, ...args: unknown[]) {
          if (args[0]) die();
          return onread.apply(this, args);
        };
      }
      return send(message);
    }
    if (moment === 'mid-answer') {
      send({ ...(message as object), padding: Buffer.alloc(64 * 1024 * 1024) });
      die();
    }
    return send(message, ...(rest as [(err: Error | null) => void]));
  }) as typeof process.send;
}
