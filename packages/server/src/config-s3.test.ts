// The S3 settings: the four required ones together or none, the two optional ones only beside them,
// and one sentence naming what is missing or wrong.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const s3 = {
  S3_BUCKET: 'site-media',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'hunter2-secret',
};

describe('loadConfig: uploads in S3', () => {
  it('keeps the uploads folder when no S3 variable is set', () => {
    expect(loadConfig({}, '/app').s3).toBeUndefined();
  });

  it('reads the four together, with AWS and virtual-hosted addressing by default', () => {
    expect(loadConfig(s3, '/app').s3).toEqual({
      bucket: 'site-media',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'hunter2-secret',
      forcePathStyle: false,
    });
  });

  it('reads an endpoint and path-style addressing (MinIO)', () => {
    const c = loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }, '/app');
    expect(c.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it.each([
    [
      { S3_BUCKET: 'site-media' },
      'Invalid configuration: uploads in S3 need S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY not set).',
    ],
    [
      { ...s3, S3_SECRET_ACCESS_KEY: '' },
      'Invalid configuration: uploads in S3 need S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_SECRET_ACCESS_KEY not set).',
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Invalid configuration: uploads in S3 need S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY not set).',
    ],
    [
      { ...s3, S3_ENDPOINT: 'minio:9000' },
      'Invalid configuration: S3_ENDPOINT must be the S3-compatible server\'s address, an http(s) URL such as http://127.0.0.1:9000 (unset for AWS) (got "minio:9000").',
    ],
    [
      { ...s3, S3_BUCKET: 'Site_Media' },
      'Invalid configuration: S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens (got "Site_Media").',
    ],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'Invalid configuration: S3_FORCE_PATH_STYLE must be "true" or "false" (got "yes").'],
  ])('refuses %j in one sentence', (env, message) => {
    expect(() => loadConfig(env, '/app')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/app')).toThrow(message);
  });

  it('does not repeat a refused secret key', () => {
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 'x'.repeat(300) }, '/app')).toThrow(
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be a secret access key.',
    );
  });
});
