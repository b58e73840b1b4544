/**
 * Photos and avatars in an S3-compatible bucket (STORAGE=s3),
 * against a real S3-protocol server (s3rver): the store's writes, removals
 * to trash/ and sweeps, and the app serving the bucket's files at /uploads
 * with the local folder's headers. The bucket is the subject, not the
 * database: the suite runs once, on SQLite (vitest.config.ts).
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../../src/adapters/s3-file-store';
import { loadConfig } from '../../src/env';
import { newFileKey, type FileFolder } from '../../src/ports/file-store';
import { sweepFiles } from '../../src/modules/housekeeping/housekeeping.service';
import { imageBytes, useTestApp } from '../support/helpers';
import { startS3Server } from '../support/s3-server';

const s3 = await startS3Server();
afterAll(() => s3.close());

const MINUTE = 60_000;
const nameOf = (url: string) => url.split('/').pop()!;

describe('STORAGE=s3', () => {
  describe('configuration', () => {
    it('needs every S3 variable, and refuses an unknown STORAGE', () => {
      expect(loadConfig({}).s3).toBeNull();
      expect(loadConfig(s3.env('x')).s3).toMatchObject({
        bucket: 'gigrank-test',
        forcePathStyle: true,
        prefix: 'x/',
      });
      const { S3_SECRET_ACCESS_KEY: _, S3_BUCKET: __, ...partial } = s3.env('');
      expect(() => loadConfig(partial)).toThrow('STORAGE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY');
      expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/STORAGE must be "s3"/);
      expect(() => loadConfig({ ...s3.env(''), S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
        /S3_FORCE_PATH_STYLE/,
      );
    });
  });

  describe('the store', () => {
    const store = new S3FileStore(s3.config('unit/'));
    afterAll(() => store.close());
    const read = async (folder: FileFolder, name: string, orTrash = false) => {
      const file = await store.open(folder, name, { orTrash });
      if (!file?.body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString();
    };

    it('writes under {prefix}{folder}/ and reads back with length and ETag', async () => {
      const name = `${newFileKey()}.jpg`;
      expect(await store.write('photos', name, Buffer.from('display bytes'))).toBe(
        `/uploads/photos/${name}`,
      );
      const url = await store.write('avatars', `${newFileKey()}.jpg`, Buffer.from('avatar'));
      expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
      expect(await s3.keys('unit/')).toEqual(
        expect.arrayContaining([`unit/photos/${name}`, `unit/avatars/${nameOf(url)}`]),
      );
      const file = await store.open('photos', name);
      expect(file).toMatchObject({ length: 13, etag: expect.stringMatching(/^".+"$/) });
      file!.body!.destroy();
      expect(await read('photos', name)).toBe('display bytes');
      expect(await store.open('photos', name, { ifNoneMatch: file!.etag })).toEqual({
        body: null,
        length: 0,
        etag: file!.etag,
      });
      expect(await store.open('photos', `${newFileKey()}.jpg`)).toBeNull();
      expect(await store.open('photos', '../avatars/x.jpg')).toBeNull();
      await expect(store.write('photos', '../escape.jpg', Buffer.from('x'))).rejects.toThrow();
    });

    it('removes to trash/ (unserved, still there for a backup); missing and foreign URLs are ignored', async () => {
      const url = await store.write('photos', `${newFileKey()}.jpg`, Buffer.from('to remove'));
      const name = nameOf(url);
      await store.remove([
        url,
        null,
        undefined,
        `/uploads/photos/${newFileKey()}.jpg`,
        'https://elsewhere.example/x.jpg',
        '/uploads/photos/../../etc/passwd',
      ]);
      expect(await store.open('photos', name)).toBeNull();
      expect(await read('photos', name, true)).toBe('to remove');
      const keys = await s3.keys('unit/');
      expect(keys).toContain(`unit/trash/photos/${name}`);
      expect(keys).not.toContain(`unit/photos/${name}`);
    });

    it('sweeps unreferenced files older than a minute and trash older than an hour', async () => {
      const sweepStore = new S3FileStore(s3.config('sweep/'));
      const kept = nameOf(
        await sweepStore.write('photos', `${newFileKey()}.jpg`, Buffer.from('kept')),
      );
      const orphan = nameOf(
        await sweepStore.write('photos', `${newFileKey()}.jpg`, Buffer.from('orphan')),
      );
      const avatar = nameOf(
        await sweepStore.write('avatars', `${newFileKey()}.jpg`, Buffer.from('orphan')),
      );
      const trashed = await sweepStore.write(
        'photos',
        `${newFileKey()}.jpg`,
        Buffer.from('trashed'),
      );
      await sweepStore.remove([trashed]);
      const asked: string[] = [];
      const isReferenced = async (folder: FileFolder, names: string[]) => {
        asked.push(...names.map((n) => `${folder}/${n}`));
        return new Set(names.filter((n) => n === kept));
      };

      // Young files may still be getting their row: nothing goes.
      expect(await sweepStore.sweep(isReferenced, Date.now())).toEqual({ removed: 0 });
      expect(asked).toEqual([]);

      // Two minutes on: the orphans go, the referenced file and the trash stay.
      expect(await sweepStore.sweep(isReferenced, Date.now() + 2 * MINUTE)).toEqual({
        removed: 2,
      });
      expect(asked.sort()).toEqual(
        [`avatars/${avatar}`, `photos/${kept}`, `photos/${orphan}`].sort(),
      );
      expect(await s3.keys('sweep/')).toEqual(
        [`sweep/photos/${kept}`, `sweep/trash/photos/${nameOf(trashed)}`].sort(),
      );

      // An hour on, the trash is purged too.
      expect(await sweepStore.sweep(isReferenced, Date.now() + 61 * MINUTE)).toEqual({
        removed: 1,
      });
      expect(await s3.keys('sweep/')).toEqual([`sweep/photos/${kept}`]);
      await sweepStore.close();
    });

    it('sweeps past a listing page (1,000 keys)', async () => {
      const pagedStore = new S3FileStore(s3.config('paged/'));
      const names = Array.from({ length: 1005 }, () => `${newFileKey()}.jpg`);
      for (let i = 0; i < names.length; i += 50) {
        await Promise.all(
          names.slice(i, i + 50).map((n) => s3.put(`paged/photos/${n}`, Buffer.from('x'))),
        );
      }
      const last = [...names].sort().at(-1)!;
      const result = await pagedStore.sweep(
        async (_folder, batch) => new Set(batch.filter((n) => n === last)),
        Date.now() + 2 * MINUTE,
      );
      expect(result).toEqual({ removed: 1004 });
      expect(await s3.keys('paged/')).toEqual([`paged/photos/${last}`]);
      await pagedStore.close();
    }, 60_000);
  });

  describe('the app', () => {
    const t = useTestApp(s3.env('app/'));
    const ann = t.user();

    it('serves a show photo from the bucket with the upload headers, 304 on its ETag', async () => {
      const show = await ann.addShow({}, [
        { field: 'photos', name: 'p.png', type: 'image/png', data: await imageBytes() },
      ]);
      const { url, thumbnailUrl } = show.photos[0]!;
      // The original waits in the bucket, never served, until the sizes are made.
      const original = `app/photos/${nameOf(url).replace('.jpg', '_original.bin')}`;
      expect(await s3.keys('app/photos/')).toContain(original);
      expect((await t.anon.get(url.replace('.jpg', '_original.bin'))).statusCode).toBe(404);
      await t.deps.photoJobs.idle();
      const keys = await s3.keys('app/photos/');
      expect(keys).not.toContain(original);
      expect(keys).toContain(`app/photos/${nameOf(url)}`);
      expect(keys).toContain(`app/photos/${nameOf(thumbnailUrl)}`);
      // Not on this machine's disk: served from the bucket.
      expect(t.deps.files.localRoot).toBeUndefined();

      const res = await t.anon.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-length': String(res.rawPayload.length),
      });
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);

      const again = await t.anon.get(url, { headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stale = await t.anon.get(url, { headers: { 'if-none-match': '"other"' } });
      expect(stale.statusCode).toBe(200);
    });

    it('answers 404 for missing files, other folders, bad names and path tricks', async () => {
      // A file really in the bucket, outside the two folders: never reachable.
      const key = newFileKey();
      await s3.put(`app/trash/photos/${key}.jpg`, Buffer.from('trashed'));
      await s3.put(`app/secret.jpg`, Buffer.from('secret'));
      await s3.put(`app/photos/${key}.txt.jpg`, Buffer.from('odd name'));
      for (const url of [
        `/uploads/photos/${newFileKey()}.jpg`,
        `/uploads/avatars/${newFileKey()}_thumb.jpg`,
        `/uploads/trash/${key}.jpg`,
        `/uploads/trash/photos/${key}.jpg`,
        `/uploads/trash%2Fphotos/${key}.jpg`,
        `/uploads/photos/..%2Ftrash%2Fphotos%2F${key}.jpg`,
        `/uploads/photos/%2e%2e%2f%2e%2e%2fsecret.jpg`,
        `/uploads/photos/../secret.jpg`,
        `/uploads/photos/${key}.txt.jpg`,
        `/uploads/photos/${key.toUpperCase()}.jpg`,
        `/uploads/photos/${key}`,
        `/uploads/secret.jpg`,
        `/uploads/tmp/${key}.jpg`,
        `/uploads/photos/`,
      ]) {
        const res = await t.anon.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: 'Not found' });
      }
    });

    it("removes a deleted show's objects from the folder, and the sweep keeps what rows reference", async () => {
      const show = await ann.addShow({}, [
        { field: 'photos', name: 'p.png', type: 'image/png', data: await imageBytes() },
      ]);
      const other = await ann.addShow({ artist: 'Portishead' }, [
        { field: 'photos', name: 'q.png', type: 'image/png', data: await imageBytes('jpeg') },
      ]);
      const names = [show.photos[0]!.url, show.photos[0]!.thumbnailUrl].map(nameOf);
      // The sizes are made before the show goes (one deleted midway: photo-jobs.test.ts).
      await t.deps.photoJobs.idle();
      expect((await ann.del(`/api/shows/${show.id}`)).statusCode).toBe(204);
      const folder = await s3.keys('app/photos/');
      const trash = await s3.keys('app/trash/photos/');
      for (const name of names) {
        expect(folder).not.toContain(`app/photos/${name}`);
        expect(trash).toContain(`app/trash/photos/${name}`);
      }
      expect((await t.anon.get(show.photos[0]!.url)).statusCode).toBe(404);

      // A write whose row never came (a crash between the PUT and the commit).
      const orphan = `${newFileKey()}.jpg`;
      await s3.put(`app/photos/${orphan}`, Buffer.from('orphan'));
      const swept = await sweepFiles(t.db, t.deps.files, Date.now() + 2 * MINUTE);
      expect(swept.removed).toBeGreaterThanOrEqual(1);
      const after = await s3.keys('app/photos/');
      expect(after).not.toContain(`app/photos/${orphan}`);
      expect(after).toContain(`app/photos/${nameOf(other.photos[0]!.url)}`);
      expect(after).toContain(`app/photos/${nameOf(other.photos[0]!.thumbnailUrl)}`);
      expect((await t.anon.get(other.photos[0]!.url)).statusCode).toBe(200);
    });

    it('replaces an avatar: the old object leaves the folder, the new one is served', async () => {
      const s = await t.newUser();
      const upload = async (data: Buffer) => {
        const res = await s.form('PATCH', `/api/users/${s.user.id}`, {}, [
          { field: 'profilePicture', name: 'profile-picture', type: 'image/jpeg', data },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().profilePicture as string;
      };
      const first = await upload(await imageBytes('jpeg', { width: 500, height: 400 }));
      expect((await t.anon.get(first)).statusCode).toBe(200);
      const second = await upload(await imageBytes('png'));
      expect(second).not.toBe(first);
      const keys = await s3.keys('app/avatars/');
      expect(keys).not.toContain(`app/avatars/${nameOf(first)}`);
      expect(keys).toContain(`app/avatars/${nameOf(second)}`);
      expect((await t.anon.get(first)).statusCode).toBe(404);
      const served = await t.anon.get(second);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('lets go of the bucket stream when a client hangs up mid-file', async () => {
      const name = `${newFileKey()}.jpg`;
      // 8 MB: far more than the sockets buffer between the app and the client.
      await t.deps.files.write('photos', name, Buffer.alloc(8 * 1024 * 1024, 7));
      const files = t.deps.files;
      const open = files.open.bind(files);
      const opened: Readable[] = [];
      files.open = async (...args) => {
        const file = await open(...args);
        if (file?.body) opened.push(file.body);
        return file;
      };
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        await new Promise<void>((resolve, reject) => {
          const req = httpRequest(`http://127.0.0.1:${port}/uploads/photos/${name}`, (res) => {
            expect(res.statusCode).toBe(200);
            expect(res.headers['content-length']).toBe(String(8 * 1024 * 1024));
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          });
          req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
          req.end();
        });
        expect(opened).toHaveLength(1);
        const body = opened[0]!;
        for (let i = 0; i < 100 && !body.destroyed; i++)
          await new Promise((r) => setTimeout(r, 20));
        expect(body.destroyed).toBe(true);
        expect(body.readableEnded).toBe(false);
      } finally {
        files.open = open;
      }
    });
  });
});
