// What crosses between the server and the image worker process: a job (read a header, or decode and
// make variants) and its outcome. Sent with Node's advanced serialisation, so Buffers arrive as Buffers.
import { decodeImage, type DecodeJob } from './image-decode.js';
import { ImageRefusal, readHeader, type Header } from './image-header.js';
import type { Variants } from './variants.js';

export type ImageJob = { kind: 'header'; bytes: Buffer } | ({ kind: 'decode' } & DecodeJob);

/** What each kind of job answers. */
export interface JobValues {
  header: Header;
  decode: Variants;
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
    return { ok: true, value: job.kind === 'header' ? await readHeader(job.bytes) : await decodeImage(job) };
  } catch (err) {
    if (err instanceof ImageRefusal) return { ok: false, refused: err.message };
    return { ok: false, failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}
