/**
 * A write that fails after its transaction committed (the cache's change
 * log unreachable, the answer's read failing) keeps what it committed: the
 * show's photo files stay with their rows, never a row without its objects.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageBytes, useTestApp } from '../support/helpers';

const t = useTestApp();
const ann = t.user();

describe('after the commit', () => {
  it('a show whose change cannot be announced keeps its photo files', async () => {
    const png = await imageBytes('png', { width: 400, height: 300 });
    const changed = t.deps.cache.changed.bind(t.deps.cache);
    t.deps.cache.changed = async () => {
      throw new Error('change log unreachable');
    };
    try {
      const res = await ann.postShow({ artist: 'Low' }, [
        { field: 'photos', name: 'p.png', type: 'image/png', data: png },
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      t.deps.cache.changed = changed;
    }
    const rows = await t.db
      .selectFrom('show_photos')
      .innerJoin('shows', 'shows.id', 'show_photos.show_id')
      .where('shows.user_id', '=', ann.user.id)
      .select('show_photos.file_key')
      .execute();
    expect(rows).toHaveLength(1);
    // Its sizes are made by the job the write left (the next look for waiting ones).
    await t.deps.photoJobs.idle();
    const root = t.files.localRoot!;
    for (const name of [`${rows[0]!.file_key}.jpg`, `${rows[0]!.file_key}_thumb.jpg`]) {
      expect(existsSync(join(root, 'photos', name)), name).toBe(true);
    }
  });
});
