/**
 * A show with photos is answered once the uploads are stored; their sizes
 * are made after the answer by a photo job (storage/photo-jobs.ts), a row
 * that survives the process and that one process at a time holds. Here the
 * app's own runner is stopped first, so every photo waits until a test
 * starts a runner of its own: one restarted after a crash, two instances at
 * once, one whose lease-holder died.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Show } from '@gigrank/domain';
import { sweepFiles } from '../../src/modules/housekeeping/housekeeping.service';
import { PhotoJobs } from '../../src/storage/photo-jobs';
import type { FileStore } from '../../src/ports/file-store';
import { uniqueName, useTestApp, type FilePart } from '../support/helpers';

const t = useTestApp();

beforeAll(async () => {
  // The app's runner stops: nothing takes the jobs but the runners the tests start.
  await t.deps.photoJobs.close();
});

const gpsJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
    })
    .toBuffer();

const jpegPart = async (name = 'gig.jpg', data?: Buffer): Promise<FilePart> => ({
  field: 'photos',
  name,
  type: 'image/jpeg',
  data: data ?? (await gpsJpeg()),
});

const photoDir = () => join(t.files.root, 'photos');
const keyOf = (url: string) => url.split('/').pop()!.replace('.jpg', '');
const waitingJobs = async () =>
  (await t.db.selectFrom('photo_jobs').select('photo_id').execute()).length;

/** A runner as another process (or instance) of the same deployment would run. */
const runner = (files: FileStore = t.deps.files) => new PhotoJobs({ ...t.deps, files });

/** The app's file store, with `beforeWrite` run before each file it writes. */
function filesWith(beforeWrite: (name: string) => unknown): FileStore {
  const files = t.deps.files;
  return new Proxy(files, {
    get(target, prop, receiver) {
      if (prop === 'write') {
        return async (folder: 'photos', name: string, data: Buffer) => {
          await beforeWrite(name);
          return target.write(folder, name, data);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A file store that counts the files each write stores. */
const countingFiles = (counts: Map<string, number>) =>
  filesWith((name) => counts.set(name, (counts.get(name) ?? 0) + 1));

describe('photos after the answer', () => {
  it('answers at once with a placeholder; a restarted process makes the sizes, and the next read shows them', async () => {
    const fan = await t.newUser();
    const res = await fan.postShow({ artist: uniqueName('Waiting Band') }, [await jpegPart()]);
    expect(res.statusCode, res.body).toBe(201);
    const show = res.json().show as Show;
    const [photo] = show.photos;
    expect(photo).toMatchObject({ width: 64, height: 48, processing: true });
    const key = keyOf(photo!.url);

    // Before its sizes exist, nothing of it is served: not the sizes, not the original.
    for (const url of [photo!.url, photo!.thumbnailUrl, `/uploads/photos/${key}_original.bin`]) {
      expect((await fan.get(url)).statusCode, url).toBe(404);
    }
    expect(readdirSync(photoDir())).toContain(`${key}_original.bin`);
    // The sweep keeps a waiting original, however old.
    await sweepFiles(t.db, t.files, Date.now() + 10 * 60_000);
    expect(readdirSync(photoDir())).toContain(`${key}_original.bin`);
    // The show page and the profile's list say so too (and are read from the cache after).
    const page = await fan.get(`/api/shows/${show.id}`);
    expect(page.json().photos[0].processing).toBe(true);
    await fan.get(`/api/users/${fan.user.id}/shows`);

    // The process that took the upload died before its sizes were made: another takes the job up.
    const restarted = runner();
    restarted.start();
    await restarted.idle();
    await restarted.close();

    expect(await waitingJobs()).toBe(0);
    const after = (await fan.get(`/api/shows/${show.id}`)).json() as Show;
    expect(after.photos[0]).toEqual({
      id: photo!.id,
      url: photo!.url,
      thumbnailUrl: photo!.thumbnailUrl,
      width: 64,
      height: 48,
    });
    const listed = (await fan.get(`/api/users/${fan.user.id}/shows`)).json();
    expect(JSON.stringify(listed)).not.toContain('processing');
    const served = await fan.get(photo!.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('SpyCam')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(readdirSync(photoDir())).not.toContain(`${key}_original.bin`);
    expect((await fan.get(`/uploads/photos/${key}_original.bin`)).statusCode).toBe(404);
    // One left behind by a process that died between storing the sizes and removing it is swept.
    writeFileSync(join(photoDir(), `${key}_original.bin`), 'left behind');
    await sweepFiles(t.db, t.files, Date.now() + 10 * 60_000);
    expect(readdirSync(photoDir())).not.toContain(`${key}_original.bin`);
    expect(readdirSync(photoDir())).toContain(`${key}.jpg`);
  });

  it('two instances at once make each photo once', async () => {
    const fan = await t.newUser();
    const parts = await Promise.all([1, 2, 3, 4].map((i) => jpegPart(`p${i}.jpg`)));
    const show = (await fan.postShow({ artist: uniqueName('Twice Band') }, parts)).json()
      .show as Show;
    expect(show.photos).toHaveLength(4);

    const writes = new Map<string, number>();
    const one = runner(countingFiles(writes));
    const two = runner(countingFiles(writes));
    void one.look();
    void two.look();
    await Promise.all([one.idle(), two.idle()]);
    await Promise.all([one.close(), two.close()]);

    for (const p of show.photos) {
      const key = keyOf(p.url);
      for (const name of [`${key}.jpg`, `${key}.webp`, `${key}_thumb.jpg`, `${key}_thumb.webp`]) {
        expect(writes.get(name), name).toBe(1);
      }
    }
    expect(await waitingJobs()).toBe(0);
  });

  it("a show deleted while its photo's sizes are made leaves none of the photo's files", async () => {
    const fan = await t.newUser();
    const res = await fan.postShow({ artist: uniqueName('Gone Band') }, [await jpegPart()]);
    const show = res.json().show as Show;
    const key = keyOf(show.photos[0]!.url);
    // The show goes after the original is read, as the first size is written.
    let deleted = false;
    const late = runner(
      filesWith(async () => {
        if (deleted) return;
        deleted = true;
        expect((await fan.del(`/api/shows/${show.id}`)).statusCode).toBe(204);
      }),
    );
    void late.look();
    await late.idle();
    await late.close();
    expect(deleted).toBe(true);
    expect(readdirSync(photoDir()).filter((name) => name.startsWith(key))).toEqual([]);
    expect(await waitingJobs()).toBe(0);
  });

  it('a job held by a process that died waits for its lease, then runs elsewhere', async () => {
    const fan = await t.newUser();
    const show = (
      await fan.postShow({ artist: uniqueName('Lease Band') }, [await jpegPart()])
    ).json().show as Show;
    const future = new Date(Date.now() + 60_000).toISOString();
    await t.db
      .updateTable('photo_jobs')
      .set({ lease_owner: 'a-dead-process', lease_until: future, attempts: 1 })
      .execute();
    const other = runner();
    await other.idle();
    expect(await waitingJobs()).toBe(1);

    await t.db
      .updateTable('photo_jobs')
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await other.idle();
    await other.close();
    expect(await waitingJobs()).toBe(0);
    const key = keyOf(show.photos[0]!.url);
    expect(existsSync(join(photoDir(), `${key}_thumb.jpg`))).toBe(true);
  });

  it('a photo whose header passes but whose pixels never decode leaves its show', async () => {
    const fan = await t.newUser();
    // Noise: the pixel data is most of the file, well past the header.
    const whole = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await fan.postShow({ artist: uniqueName('Broken Band') }, [
      await jpegPart('good.jpg'),
      await jpegPart('cut.jpg', cut),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const show = res.json().show as Show;
    expect(show.photos).toHaveLength(2);

    const worker = runner();
    await worker.idle();
    await worker.close();

    const after = (await fan.get(`/api/shows/${show.id}`)).json() as Show;
    expect(after.photos.map((p) => p.id)).toEqual([show.photos[0]!.id]);
    const row = await t.db
      .selectFrom('shows')
      .select('photos_count')
      .where('id', '=', show.id)
      .executeTakeFirstOrThrow();
    expect(row.photos_count).toBe(1);
    const cutKey = keyOf(show.photos[1]!.url);
    expect(readdirSync(photoDir()).filter((n) => n.startsWith(cutKey))).toEqual([]);
    expect(await waitingJobs()).toBe(0);
  });
});
