// sharp (libvips, native code that takes a good part of a second to load) is loaded on first use,
// not when the server starts: images are decoded and encoded in the image worker process
// (image-worker.ts), so the server process itself seldom needs it.
import type sharpFunction from 'sharp';

let loading: Promise<typeof sharpFunction> | undefined;

/** sharp, imported the first time it is asked for. */
export const loadSharp = (): Promise<typeof sharpFunction> => (loading ??= import('sharp').then((m) => m.default));
