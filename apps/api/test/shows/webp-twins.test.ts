/**
 * Photos and avatars in a modern format: every stored JPEG gets a
 * WebP twin of the same name, sent instead to browsers that accept WebP
 * (`Vary: Accept`), the JPEG to the others and for files stored before twins
 * existed; a twin goes with its JPEG on removal and on the sweep.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { referencedFiles } from '../../src/modules/housekeeping/housekeeping.service';
import { imageBytes, useTestApp } from '../support/helpers';

const t = useTestApp();
const ann = t.user();

const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const png = () => imageBytes('png', { width: 900, height: 600 });

describe('WebP twins', () => {
  it('a photo is sent as WebP to browsers that take it, JPEG to the others', async () => {
    const show = await ann.addShow({ artist: 'Low' }, [
      { field: 'photos', name: 'p.png', type: 'image/png', data: await png() },
    ]);
    const { url, thumbnailUrl } = show.photos[0]!;
    // The sizes and their twins are made after the answer (storage/photo-jobs.ts).
    await t.deps.photoJobs.idle();
    for (const path of [url, thumbnailUrl]) {
      const webp = await ann.get(path, { headers: { accept: WEBP } });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
      const jpeg = await ann.get(path, { headers: { accept: 'image/*' } });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
      expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
      expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
      // Each variant revalidates against its own ETag.
      const again = await ann.get(path, {
        headers: { accept: WEBP, 'if-none-match': String(webp.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const thumb = await sharp(
      (await ann.get(thumbnailUrl, { headers: { accept: WEBP } })).rawPayload,
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 320]);
  });

  it('a file stored before twins is sent as JPEG whatever the browser takes', async () => {
    const name = `${'a'.repeat(32)}.jpg`;
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const url = await t.files.write('avatars', name, jpeg);
    const res = await ann.get(url, { headers: { accept: WEBP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });

  it('twins leave with their JPEG: a deleted show, a replaced avatar, and the sweep', async () => {
    const root = t.files.localRoot!;
    const show = await ann.addShow({ artist: 'Low' }, [
      { field: 'photos', name: 'p.png', type: 'image/png', data: await png() },
    ]);
    const key = show.photos[0]!.url.split('/').pop()!.replace('.jpg', '');
    const names = [`${key}.jpg`, `${key}.webp`, `${key}_thumb.jpg`, `${key}_thumb.webp`];
    await t.deps.photoJobs.idle();
    for (const n of names) expect(existsSync(join(root, 'photos', n)), n).toBe(true);
    expect((await ann.del(`/api/shows/${show.id}`)).statusCode).toBe(204);
    for (const n of names) expect(existsSync(join(root, 'photos', n)), n).toBe(false);

    const avatar = async () => {
      const res = await ann.form('PATCH', `/api/users/${ann.user.id}`, {}, [
        { field: 'profilePicture', name: 'a.png', type: 'image/png', data: await png() },
      ]);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return String(res.json().user?.profilePicture ?? res.json().profilePicture);
    };
    const first = (await avatar()).split('/').pop()!;
    expect(existsSync(join(root, 'avatars', first.replace('.jpg', '.webp')))).toBe(true);
    await avatar();
    expect(existsSync(join(root, 'avatars', first))).toBe(false);
    expect(existsSync(join(root, 'avatars', first.replace('.jpg', '.webp')))).toBe(false);

    // The sweep keeps a twin while its JPEG is referenced, and only then.
    const kept = await ann.addShow({ artist: 'Low' }, [
      { field: 'photos', name: 'p.png', type: 'image/png', data: await png() },
    ]);
    const keptKey = kept.photos[0]!.url.split('/').pop()!.replace('.jpg', '');
    await t.deps.photoJobs.idle();
    const orphan = `${'b'.repeat(32)}.webp`;
    await t.files.write('photos', orphan, Buffer.from('x'));
    await t.files.sweep(referencedFiles(t.db), Date.now() + 5 * 60_000);
    expect(existsSync(join(root, 'photos', orphan))).toBe(false);
    expect(existsSync(join(root, 'photos', `${keptKey}.webp`))).toBe(true);
    expect(existsSync(join(root, 'photos', `${keptKey}_thumb.webp`))).toBe(true);
  });
});
