// The bucket's settings and the failure to use it at start, without the AWS SDK: s3-storage.ts, which
// loads the SDK, is imported only by a server or command whose configuration names a bucket.

export interface S3Config {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the address of MinIO, R2 or another S3-compatible server otherwise. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket as a path (https://host/bucket/key) rather than a host name (https://bucket.host/key); MinIO needs it. */
  forcePathStyle: boolean;
}

/** The bucket could not be reached or used at start: one sentence for the operator, as for the database. */
export class StorageUnreachable extends Error {}

/** "the bucket media at http://127.0.0.1:9000", or "in eu-west-1" on AWS itself. */
export const describeBucket = (s3: S3Config) =>
  `the bucket ${s3.bucket} ${s3.endpoint ? `at ${s3.endpoint}` : `in ${s3.region}`}`;
