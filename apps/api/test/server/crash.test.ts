/**
 * Crash safety: the server on SQLite is killed with SIGKILL at random moments
 * while it takes writes, over 20 rounds. After each restart every acknowledged
 * write is there, nothing is half-written, and integrity_check passes; at the
 * end, leftover files older than a minute are gone.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { testDialect } from '@gigrank/db/testing';
import { imageBytes, multipart, useServerDir } from '../support/helpers';
import { registerOn, startServer, stopProcess } from '../support/server-process';

const dataDir = useServerDir('gigrank-crash-');

// One server process: the SIGKILL reaches the process that writes. (With several, the first
// process's death leaves the others to finish what they were doing before they exit.)
const start = () => startServer(dataDir, { WORKERS: '1' });

const killed = (proc: ChildProcess) => stopProcess(proc, 'SIGKILL');

interface Acked {
  shows: Map<number, number>; // show id -> guest count
  deleted: Set<number>;
  /** Deletes sent but not answered: the server may or may not have done them. */
  maybeDeleted: Set<number>;
  follows: Set<string>;
}

describe.runIf(testDialect() === 'sqlite')('SIGKILL at random moments', () => {
  it('keeps every acknowledged write and nothing half-written, over 20 rounds', async () => {
    const acked: Acked = {
      shows: new Map(),
      deleted: new Set(),
      maybeDeleted: new Set(),
      follows: new Set(),
    };
    const png = await imageBytes();
    let first = await start();
    const users: { id: number; cookie: string }[] = [];
    for (const name of ['crash_a', 'crash_b', 'crash_c']) {
      const { id, cookie } = await registerOn(first.url, { username: name, displayName: name });
      users.push({ id, cookie });
    }

    for (let round = 0; round < 20; round++) {
      const server = round === 0 ? first : await start();
      let stop = false;
      const driver = (async () => {
        for (let i = 0; !stop; i++) {
          const u = users[(round + i) % users.length]!;
          try {
            if (i % 4 === 3 && acked.shows.size) {
              const mine = [...acked.shows.keys()].filter((id) => !acked.deleted.has(id));
              const id = mine[i % mine.length];
              if (id === undefined) continue;
              const owner = users.find((x) => x.cookie === u.cookie)!;
              acked.maybeDeleted.add(id);
              const res = await fetch(`${server.url}/api/shows/${id}`, {
                method: 'DELETE',
                headers: { cookie: owner.cookie },
              });
              // 404: an earlier delete, cut off by a kill before its answer, did happen.
              if (res.status === 204 || res.status === 404) acked.deleted.add(id);
              else acked.maybeDeleted.delete(id);
            } else if (i % 4 === 2) {
              const other = users[(round + i + 1) % users.length]!;
              const res = await fetch(`${server.url}/api/users/${u.id}/following/${other.id}`, {
                method: 'POST',
                headers: { cookie: u.cookie },
              });
              if (res.status === 200) acked.follows.add(`${u.id}->${other.id}`);
            } else {
              const guests = i % 3;
              const fields: Record<string, string | number> = {
                artist: `Crash Band ${i % 5}`,
                city: 'Lisbon',
                date: '2026-01-01',
                score: (i * 7) % 101,
              };
              for (let g = 0; g < guests; g++)
                fields[`guestAppearances[${g}]`] = `Guest ${g} of ${i}`;
              const { payload, headers } = await multipart(fields, [
                { field: 'photos', name: 'p.png', type: 'image/png', data: png },
              ]);
              const res = await fetch(`${server.url}/api/shows`, {
                method: 'POST',
                headers: { ...headers, cookie: u.cookie },
                body: payload,
              });
              if (res.status === 201) {
                const { show } = (await res.json()) as { show: { id: number } };
                acked.shows.set(show.id, guests);
              }
            }
          } catch {
            // The server died under us: this write was not acknowledged.
          }
        }
      })();
      // Each round kills after a write of its own was acknowledged (however slow the
      // machine), then at a random moment: 20 rounds acknowledge 20 shows at least.
      const shown = acked.shows.size;
      for (let waited = 0; acked.shows.size === shown && waited < 30_000; waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 500));
      await killed(server.proc);
      stop = true;
      await driver;

      const db = new SQLite(join(dataDir, 'gigrank.db'));
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const showIds = new Set(db.prepare('SELECT id FROM shows').pluck().all() as number[]);
        for (const [id, guests] of acked.shows) {
          if (acked.deleted.has(id)) {
            expect(showIds.has(id), `deleted show ${id} is back`).toBe(false);
            continue;
          }
          if (acked.maybeDeleted.has(id) && !showIds.has(id)) continue;
          expect(showIds.has(id), `acknowledged show ${id} lost in round ${round}`).toBe(true);
          const n = db
            .prepare('SELECT COUNT(*) FROM show_guests WHERE show_id = ?')
            .pluck()
            .get(id) as number;
          expect(n, `show ${id} guests`).toBe(guests);
        }
        for (const edge of acked.follows) {
          const [a, b] = edge.split('->').map(Number);
          expect(
            db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?').get(a, b),
            edge,
          ).toBeDefined();
        }
        const photos = db
          .prepare(
            `SELECT p.file_key AS key, j.photo_id IS NOT NULL AS waiting
             FROM show_photos p LEFT JOIN photo_jobs j ON j.photo_id = p.id`,
          )
          .all() as { key: string; waiting: number }[];
        for (const { key, waiting } of photos) {
          // A photo whose sizes were not made yet keeps its original (the next start makes them).
          if (waiting) {
            expect(existsSync(join(dataDir, 'uploads', 'photos', `${key}_original.bin`))).toBe(
              true,
            );
            continue;
          }
          expect(existsSync(join(dataDir, 'uploads', 'photos', `${key}.jpg`)), `photo ${key}`).toBe(
            true,
          );
          expect(existsSync(join(dataDir, 'uploads', 'photos', `${key}_thumb.jpg`))).toBe(true);
          // Each with its WebP twin, written before it.
          expect(existsSync(join(dataDir, 'uploads', 'photos', `${key}.webp`))).toBe(true);
          expect(existsSync(join(dataDir, 'uploads', 'photos', `${key}_thumb.webp`))).toBe(true);
        }
        // Counters moved with their rows.
        const drift = db
          .prepare(
            'SELECT COUNT(*) FROM users u WHERE u.shows_count != (SELECT COUNT(*) FROM shows s WHERE s.user_id = u.id)',
          )
          .pluck()
          .get() as number;
        expect(drift).toBe(0);
      } finally {
        db.close();
      }
    }

    // Age every file past a minute: a restart's sweeper must leave only referenced files.
    const photosDir = join(dataDir, 'uploads', 'photos');
    const past = new Date(Date.now() - 5 * 60_000);
    for (const name of readdirSync(photosDir)) utimesSync(join(photosDir, name), past, past);
    for (const name of readdirSync(join(dataDir, 'uploads', 'tmp')))
      utimesSync(join(dataDir, 'uploads', 'tmp', name), past, past);
    first = await start();
    const db = new SQLite(join(dataDir, 'gigrank.db'), { readonly: true });
    const keys = new Set(db.prepare('SELECT file_key FROM show_photos').pluck().all() as string[]);
    db.close();
    for (const name of readdirSync(photosDir)) {
      // A size, or the original of a photo whose sizes the restart is still making.
      const key = name.replace(/(_thumb)?\.(jpg|webp)$|_original\.bin$/, '');
      expect(keys.has(key), `orphan ${name}`).toBe(true);
    }
    // The restart finishes the photo jobs the kills interrupted, writing their sizes
    // through uploads/tmp: a file there goes once its job is done, a leftover never.
    const tmp = () => readdirSync(join(dataDir, 'uploads', 'tmp'));
    for (let waited = 0; tmp().length > 0 && waited < 30_000; waited += 100) await sleep(100);
    expect(tmp()).toEqual([]);
    expect(acked.shows.size).toBeGreaterThanOrEqual(20);
    await killed(first.proc);
  }, 240_000);
});
