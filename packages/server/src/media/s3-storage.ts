// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …): the same MediaStorage as the
// local folder, so that several servers behind a load balancer share one set of files. Each file is
// one object, keyed by its stored name at the bucket's top level; /media/ is still answered by the
// server, which reads the object through this module (routes/media.ts).
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { MEDIA_BASE } from '@site/contracts';
import { STORED_TYPES } from './image-header.js';
import { describeBucket, StorageUnreachable, type S3Config } from './s3-config.js';
import { checkedName, type MediaStorage } from './storage.js';

export { describeBucket, StorageUnreachable, type S3Config };

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** The service's usual refusals, in words. */
const REFUSALS: Record<string, string> = {
  NoSuchBucket: 'no such bucket',
  NotFound: 'no such bucket',
  AccessDenied: 'access denied with these credentials',
  Forbidden: 'access denied with these credentials',
  InvalidAccessKeyId: 'the access key id is not known there',
  SignatureDoesNotMatch: 'the secret access key does not match the access key id',
  PermanentRedirect: 'the bucket is in another region than S3_REGION',
  AuthorizationHeaderMalformed: 'the bucket is in another region than S3_REGION',
};

/** What the service said, short: its refusal in words, or the network's reason. */
function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    return REFUSALS[error.name] ?? `${error.name}${status ? `, HTTP ${status}` : ''}`;
  }
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

export function s3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 requires them: not every S3-compatible server understands the SDK's
    // default CRC32 checksums (older MinIO, some gateways), and the uploads are whole buffers sent
    // with their length. s3rver in the tests accepts either setting for such puts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket out of reach fails a request after a few seconds, not after the SDK's long default.
    maxAttempts: 2,
  });
}

/**
 * A storage over `s3`'s bucket, once it has answered: a missing bucket, bad credentials or a server
 * out of reach stop the start. Listing one key proves the bucket, the signature and the permission
 * the backup needs in one request.
 */
export async function openS3Storage(s3: S3Config): Promise<MediaStorage & { close(): void }> {
  const client = s3Client(s3);
  try {
    await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, MaxKeys: 1 }));
  } catch (error) {
    client.destroy();
    throw new StorageUnreachable(`Cannot use ${describeBucket(s3)} for the uploads: ${reasonOf(error)}.`);
  }
  return s3Storage(s3, client);
}

export function s3Storage(s3: S3Config, client = s3Client(s3)): MediaStorage & { close(): void } {
  const Bucket = s3.bucket;
  const key = (name: string) => checkedName(name);
  return {
    where: describeBucket(s3),
    async put(name, data) {
      const type = STORED_TYPES.get(path.extname(name).slice(1).toLowerCase());
      await client.send(
        new PutObjectCommand({ Bucket, Key: key(name), Body: data, ContentType: type, ContentLength: data.length }),
      );
    },
    async read(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(name) {
      // S3 answers a delete of a missing key with success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    url: (name) => `${MEDIA_BASE}/${name}`,
    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0), etag: head.ETag ?? '""' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stream(name, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key(name), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async list() {
      const files: { name: string; size: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) files.push({ name: object.Key, size: object.Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    close: () => client.destroy(),
  };
}
