// What crosses between the server and the image worker process: a job (read a header, decode and
// make variants, or make the site's icons) and its outcome. Sent with Node's advanced serialisation, so Buffers arrive as Buffers.
import { decodeImage, type DecodeJob } from './image-decode.js';
import { ImageRefusal, readHeader, type Header } from './image-header.js';
import { makeIcons, type IconFile } from './icons.js';
import type { Variants } from './variants.js';

export type ImageJob =
  { kind: 'header'; bytes: Buffer } | ({ kind: 'decode' } & DecodeJob) | { kind: 'icons'; bytes: Buffer; header: Header };

/** What each kind of job answers. */
export interface JobValues {
  header: Header;
  decode: Variants;
  icons: IconFile[];
}

export type JobOutcome =
  | { ok: true; value: JobValues[ImageJob['kind']] }
  /** The upload's fault: one sentence for the uploader. */
  | { ok: false; refused: string }
  /** Ours (an encoder failing on pixels that decoded): the error's text, for the log. */
  | { ok: false; failed: string };

export interface JobRequest {
  id: number;
  job: ImageJob;
}

export interface JobAnswer {
  id: number;
  outcome: JobOutcome;
}

export async function runImageJob(job: ImageJob): Promise<JobOutcome> {
  try {
    if (job.kind === 'header') return { ok: true, value: await readHeader(job.bytes) };
    if (job.kind === 'icons') return { ok: true, value: await makeIcons(job.bytes, job.header) };
    return { ok: true, value: await decodeImage(job) };
  } catch (err) {
    if (err instanceof ImageRefusal) return { ok: false, refused: err.message };
    return { ok: false, failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}
