import { utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepFiles } from '../../src/modules/housekeeping/housekeeping.service';
import { imageBytes, useTestApp } from '../support/helpers';

const t = useTestApp();
const s = t.user();

const age = (path: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(path, when, when);
};

describe('file sweeper', () => {
  it('deletes orphans and temp files older than a minute, keeps referenced and young files, purges old trash', async () => {
    const show = (
      await s.postShow({ artist: 'Adele', city: 'Lisbon', date: '2026-01-01', score: 70 }, [
        { field: 'photos', name: 'a.png', type: 'image/png', data: await imageBytes() },
      ])
    ).json().show;
    // Its sizes are made after the answer (storage/photo-jobs.ts).
    await t.deps.photoJobs.idle();
    const kept = t.files.pathOf(show.photos[0].url)!;
    const root = t.files.root;
    const oldOrphan = join(root, 'photos', 'deadbeefdeadbeefdeadbeefdeadbeef.jpg');
    const youngOrphan = join(root, 'photos', 'feedfacefeedfacefeedfacefeedface.jpg');
    const oldAvatar = join(root, 'avatars', 'abcdefabcdefabcdefabcdefabcdefab.jpg');
    const oldPart = join(root, 'tmp', 'x.jpg.123.part');
    const oldTrash = join(root, 'trash', 'photos__0123.jpg');
    const youngTrash = join(root, 'trash', 'photos__4567.jpg');
    for (const p of [oldOrphan, youngOrphan, oldAvatar, oldPart, oldTrash, youngTrash])
      writeFileSync(p, 'x');
    for (const p of [kept, oldOrphan, oldAvatar, oldPart]) age(p, 5 * 60_000);
    age(oldTrash, 2 * 60 * 60_000);
    age(youngTrash, 10 * 60_000);

    const { removed } = await sweepFiles(t.database.db, t.files);
    expect(removed).toBe(4);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(kept.replace('.jpg', '_thumb.jpg'))).toBe(true);
    expect(existsSync(youngOrphan)).toBe(true);
    expect(existsSync(youngTrash)).toBe(true);
    for (const p of [oldOrphan, oldAvatar, oldPart, oldTrash]) expect(existsSync(p)).toBe(false);
  });

  it('never serves trash or temp files', async () => {
    writeFileSync(join(t.files.root, 'trash', 'photos__x.jpg'), 'x');
    expect((await t.anon.get('/uploads/trash/photos__x.jpg')).statusCode).toBe(404);
  });
});
