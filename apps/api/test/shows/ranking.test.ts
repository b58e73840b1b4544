/**
 * Ranks move incrementally (a count of the shows ahead, then a shift of the
 * ones in between): under any sequence of adds, edits, score changes,
 * deletes and placements ("Which was better?", which set the owner's tie
 * order), with many exact ties, they must equal a full re-sort, 1..n.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '@gigrank/db';
import { proposedScore, scoreRangeBetween, showInputSchema, slotNeighbours } from '@gigrank/domain';
import { comparisonsFor, placeShowBetween } from '../../src/modules/shows/placement.service';
import {
  createShow,
  deleteShow,
  updateScore,
  updateShow,
} from '../../src/modules/shows/show-writes.service';
import { findUserRow } from '../../src/modules/users/users.service';
import { counterMismatches, useTestApp } from '../support/helpers';

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
  // The owner's answers pick a slot; they confirm the score it needs.
  fc.record({ kind: fc.constant('place' as const), i: fc.nat(50), slot: fc.nat(60) }),
  fc.record({ kind: fc.constant('place' as const), i: fc.nat(50), slot: fc.nat(60) }),
);

/** Places the show in one of the slots its comparisons offer; it must land right there. */
async function placeAt(owner: UserRow, showId: number, slotPick: number) {
  const window = await comparisonsFor(t.deps, owner, showId);
  const slot = slotPick % (window.candidates.length + 1);
  const { above, below } = slotNeighbours(window, slot);
  const score = proposedScore(window.show.score, scoreRangeBetween(above, below));
  const placed = await placeShowBetween(t.deps, owner, {
    showId,
    aboveId: above?.id ?? null,
    belowId: below?.id ?? null,
    score,
  });
  // Just below `above`, whose rank drops by one if the show was ahead of it.
  const aboveRank = above === null ? 0 : above.rank - (above.rank > window.show.rank ? 1 : 0);
  expect(placed.rank).toBe(aboveRank + 1);
  expect(placed.score).toBe(score);
}

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
          if (o.kind === 'place') await placeAt(owner, id, o.slot);
          else if (o.kind === 'score') await updateScore(t.deps, owner, id, o.score);
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
