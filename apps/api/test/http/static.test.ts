import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const dist = mkdtempSync(join(tmpdir(), 'gigrank-dist-'));
// Hooked before useTestApp's: the files exist before the app starts, and go after it closes.
beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Gigrank</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
const t = useTestApp({ WEB_DIST_DIR: dist, NODE_ENV: 'production' });

const get = (url: string, accept = 'text/html') => t.anon.get(url, { headers: { accept } });

describe('serving the built web app', () => {
  it('serves index.html at / and for client routes, with the first screen, never stored', async () => {
    for (const url of ['/', '/profile', '/artist/Bj%C3%B6rk', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<script type="application/json" id="first-screen">');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-abc123.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file to browsers that accept it', async () => {
    const res = await t.anon.get('/assets/index-abc123.js', {
      headers: { accept: '*/*', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/assets/index-abc123.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps API misses as JSON 404s', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js', '/uploads/avatars/none.jpg']) {
      const res = await get(url, url.startsWith('/api') ? 'text/html' : '*/*');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('never answers with a stack trace in production', async () => {
    const res = await t.anon.get('/trpc/users.byId?input=%7B%22id%22%3A%22x%22%7D');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toMatch(/stack|at .*\.ts:/);
    const bad = await t.anon.request('POST', '/trpc/auth.login', '{oops', {
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/"stack"/);
  });
});
