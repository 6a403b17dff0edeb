// What image processing may take: sharp's own limits, set once at start by the image worker process
// (image-worker-process.ts), the only one that decodes or encodes, and one image at a time, so that
// memory stays bounded however many uploads arrive together.
import { loadSharp } from './sharp.js';

/**
 * One libvips worker thread per image (sharp's own default on glibc without jemalloc, where more
 * threads fragment the heap), and no operation cache: an upload is never processed twice, so a cache
 * would only hold decoded pixels that nobody asks for again.
 */
export async function configureSharp(): Promise<void> {
  const sharp = await loadSharp();
  sharp.concurrency(1);
  sharp.cache(false);
}

let tail: Promise<unknown> = Promise.resolve();

/** Runs `task` after every task queued before it has settled; its result or error is the caller's. */
export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
