// An S3-protocol server for the tests (s3-server.ts starts it):
// `node --openssl-legacy-provider --import tsx test/support/s3rver-main.ts` with
// S3RVER_DIR and S3RVER_BUCKET. Its own process, as a real object store is,
// and under the legacy OpenSSL provider: s3rver writes listing continuation
// tokens with DES, which OpenSSL 3 refuses otherwise (no listing past a page).
import S3rver from 's3rver';

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIR!,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET! }],
});
const { port } = await server.run();
console.log(`s3rver listening at http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
