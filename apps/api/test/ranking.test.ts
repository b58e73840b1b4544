/**
 * Ranks move incrementally (a count of the shows ahead, then a shift of the
 * ones in between): under any sequence of adds, edits, score changes and
 * deletes, with many exact ties, they must equal a full re-sort, 1..n.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '@gigrank/db';
import { showInputSchema } from '@gigrank/domain';
import {
  createShow,
  deleteShow,
  updateScore,
  updateShow,
} from '../src/services/show-writes.service';
import { findUserRow } from '../src/services/users.service';
import { counterMismatches, useTestApp } from './helpers';

const t = useTestApp();
let owners: UserRow[];
beforeAll(async () => {
  owners = [];
  for (const name of ['Rank One', 'Rank Two']) {
    const session = await t.newUser({ displayName: name });
    owners.push((await findUserRow(t.database.db, session.user.id))!);
  }
});

// Three scores and three dates: most shows tie on both, so created_at and id decide.
const score = fc.constantFrom(40, 70, 90);
const date = fc.constantFrom('2025-01-01', '2025-06-01', '2025-12-31');
const op = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), owner: fc.nat(1), score, date }),
  fc.record({ kind: fc.constant('score' as const), i: fc.nat(50), score }),
  fc.record({ kind: fc.constant('edit' as const), i: fc.nat(50), score, date }),
  fc.record({ kind: fc.constant('delete' as const), i: fc.nat(50) }),
);

describe('incremental ranking', () => {
  it('always equals a full re-sort under adds, edits, score changes and deletes', async () => {
    const { db } = t.database;
    const shows: { id: number; owner: UserRow }[] = [];
    const payload = (s: number, d: string) =>
      showInputSchema.parse({ artist: 'Adele', city: 'Lisbon', date: d, score: s });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'add') {
            const owner = owners[o.owner]!;
            const show = await createShow(t.deps, owner, payload(o.score, o.date));
            shows.push({ id: show.id, owner });
            continue;
          }
          if (shows.length === 0) continue;
          const index = o.i % shows.length;
          const { id, owner } = shows[index]!;
          if (o.kind === 'score') await updateScore(t.deps, owner, id, o.score);
          else if (o.kind === 'edit') {
            await updateShow(t.deps, owner, id, payload(o.score, o.date));
          } else {
            await deleteShow(t.deps, owner, id);
            shows.splice(index, 1);
          }
        }
        expect(await counterMismatches(db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
