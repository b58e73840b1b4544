import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { loadConfig, type S3Config } from '../../src/env';
import { startProcess, stopProcess } from './server-process';

/** An S3-protocol server (s3rver, s3rver-main.ts) on a random port, its data in a temporary folder. */
export interface S3Server {
  /** The STORAGE=s3 variables for this server's bucket, keys under `prefix` (`name/`). */
  env(prefix: string): Record<string, string>;
  /** The same, as the configuration reads them. */
  config(prefix: string): S3Config;
  /** Every key under `prefix`, as the bucket lists them. */
  keys(prefix: string): Promise<string[]>;
  /** Stores an object directly (a file some crash left behind). */
  put(key: string, body: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'gigrank-test';

export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'gigrank-s3rver-'));
  const server = await startProcess(
    ['--openssl-legacy-provider', 'test/support/s3rver-main.ts'],
    { S3RVER_DIR: directory, S3RVER_BUCKET: BUCKET },
    /s3rver listening at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  const endpoint = server.url;
  const env = (prefix: string): Record<string, string> => ({
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    // s3rver's built-in account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: prefix,
  });
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env,
    config: (prefix) => loadConfig(env(prefix)).s3!,
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    },
    async close() {
      client.destroy();
      await stopProcess(server.proc);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
