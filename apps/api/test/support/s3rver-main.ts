// An S3-protocol server for the tests (s3-server.ts starts it):
// `node --openssl-legacy-provider --import tsx test/support/s3rver-main.ts` with
// S3RVER_DIR and S3RVER_BUCKET. Its own process, as a real object store is,
// and under the legacy OpenSSL provider: s3rver writes listing continuation
// tokens with DES, which OpenSSL 3 refuses otherwise (no listing past a page).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIR!,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET! }],
});

/** The part of s3rver's file store a PUT goes through. */
interface ObjectStore {
  getResourcePath(bucket: string, key: string, resource: 'object'): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: S3Object): Promise<{ size: number; md5: string }>;
}
interface S3Object {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: unknown;
}

// s3rver answers a PUT before the object's bytes reach its file, so a GET just
// after it can read a short or empty object; a real object store shows an
// object whole or not at all. Here the bytes go to a temporary file that is
// renamed into place once written (test objects are small: read whole first).
const store = (server as unknown as { store: ObjectStore }).store;
store.putObject = async (object) => {
  const path = store.getResourcePath(object.bucket, object.key, 'object');
  let content: Buffer;
  if (Buffer.isBuffer(object.content)) content = object.content;
  else {
    const chunks: Buffer[] = [];
    for await (const chunk of object.content) chunks.push(Buffer.from(chunk as Uint8Array));
    content = Buffer.concat(chunks);
  }
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${randomUUID()}.part`;
  await writeFile(partial, content);
  await rename(partial, path);
  const md5 = createHash('md5').update(content).digest('hex');
  await store.putMetadata(object.bucket, object.key, object.metadata, md5);
  return { size: content.length, md5 };
};

const { port } = await server.run();
console.log(`s3rver listening at http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
