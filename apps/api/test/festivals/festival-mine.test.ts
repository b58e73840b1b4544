/**
 * The viewer's own sets on a festival's page, paged (both engines): the page
 * carries the first FESTIVAL_MINE_PAGE, best first, with how many there are
 * and where the next page starts; GET /api/festivals/{id}/my-sets (tRPC
 * festivals.mySets) reads the rest, ranked sets first, then the unscored.
 * (Its own file: it leaves two sets unscored behind the counters' back.)
 */
import { describe, expect, it } from 'vitest';
import { FESTIVAL_MINE_PAGE, type FestivalPage, type FestivalSetsPage } from '@gigrank/domain';
import { useTestApp } from '../support/helpers';
import { festivalFields } from '../support/venues';

const t = useTestApp();

describe("the viewer's own sets of a festival", () => {
  it(`carries the first ${FESTIVAL_MINE_PAGE} on the page and the rest a page at a time`, async () => {
    const u = await t.newUser();
    const other = await t.newUser();
    const id = (
      await u.post(
        '/api/festivals',
        festivalFields('Paged Fest', 'Porto', '2025-06-01', '2025-06-03'),
      )
    ).json().id as number;
    const count = FESTIVAL_MINE_PAGE + 7;
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const { id: showId } = await u.addShow({
        artist: `Paged Band ${i}`,
        city: 'Porto',
        date: `2025-06-0${1 + (i % 3)}`,
        score: 99 - i,
        festivalId: id,
      });
      ids.push(showId);
    }
    // Two sets without a score (as an import leaves them): they come last, newest first.
    const unscored = [ids[3]!, ids[10]!];
    await t.db
      .updateTable('shows')
      .set({ score: null, rank: null, rating: null })
      .where('id', 'in', unscored)
      .execute();
    const best = ids.filter((x) => !unscored.includes(x));
    const expected = [...best, ...[...unscored].sort((a, b) => b - a)];

    const page = (await u.get(`/api/festivals/${id}`)).json() as FestivalPage;
    expect(page.mine!.setCount).toBe(count);
    expect(page.mine!.sets.map((s) => s.id)).toEqual(expected.slice(0, FESTIVAL_MINE_PAGE));
    expect(page.mine!.nextAfter).toBe(expected[FESTIVAL_MINE_PAGE - 1]);

    // The rest through REST, then tRPC, in pages that end with nextAfter null.
    const rest = await u.get(`/api/festivals/${id}/my-sets?after=${page.mine!.nextAfter}`);
    expect(rest.statusCode, rest.body).toBe(200);
    const second = rest.json() as FestivalSetsPage;
    expect(second.sets.map((s) => s.id)).toEqual(expected.slice(FESTIVAL_MINE_PAGE));
    expect(second.nextAfter).toBeNull();
    const rpc = await u.query('festivals.mySets', { id, after: page.mine!.nextAfter });
    expect((rpc.json().result.data as FestivalSetsPage).sets.map((s) => s.id)).toEqual(
      expected.slice(FESTIVAL_MINE_PAGE),
    );
    // From an unscored set, only the older unscored ones follow.
    const tail = (await u.get(`/api/festivals/${id}/my-sets?after=${expected.at(-2)}`)).json();
    expect((tail as FestivalSetsPage).sets.map((s) => s.id)).toEqual([expected.at(-1)]);
    // Without `after`: the first page again.
    const head = (await u.get(`/api/festivals/${id}/my-sets`)).json() as FestivalSetsPage;
    expect(head.sets.map((s) => s.id)).toEqual(expected.slice(0, FESTIVAL_MINE_PAGE));

    // Someone else's set as the cursor, or another user's own sets: nothing of the owner's.
    expect((await u.get(`/api/festivals/${id}/my-sets?after=987654`)).json()).toEqual({
      sets: [],
      nextAfter: null,
    });
    expect((await other.get(`/api/festivals/${id}/my-sets`)).json()).toEqual({
      sets: [],
      nextAfter: null,
    });
    expect((await other.get(`/api/festivals/${id}`)).json().mine).toBeNull();
    expect((await u.get('/api/festivals/987654/my-sets')).statusCode).toBe(404);
    expect((await u.get(`/api/festivals/${id}/my-sets?after=x`)).statusCode).toBe(400);
  }, 120_000);
});
