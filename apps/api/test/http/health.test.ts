/**
 * What a load balancer asks, through the real app: /healthz answers while
 * the process runs; /readyz says whether it can serve (the database, and
 * Redis and the bucket when configured) and says not ready while it drains
 * or while the bucket is gone. Neither needs a session; neither is cached.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from '@gigrank/db/testing';
import { createTestApp, useTestApp } from '../support/helpers';
import { startS3Server, type S3Server } from '../support/s3-server';

const t = useTestApp();

describe('health and readiness', () => {
  it('/healthz answers, and /readyz lists what it asked', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    // On PostgreSQL the tests run with Redis, as instances do.
    const redis = testDialect() === 'postgres' ? { redis: 'ok' } : {};
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', ...redis } });
  });

  it('/readyz says draining once the process is told to stop', async () => {
    t.app.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('draining');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});

describe('readiness with a bucket', () => {
  let s3: S3Server | undefined;
  afterAll(async () => s3?.close());

  it('asks the bucket, and is not ready once the bucket is gone', async () => {
    s3 = await startS3Server();
    const app = await createTestApp(s3.env('health/'));
    try {
      const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json().checks.bucket).toBe('ok');
      await s3.close();
      s3 = undefined;
      const gone = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ status: 'not ready', checks: { bucket: 'failing' } });
    } finally {
      await app.close();
    }
  }, 60_000);
});
