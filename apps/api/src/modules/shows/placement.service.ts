import {
  applyPlaceCounts,
  artistKeysOfShow,
  countShow,
  countShowPlaces,
  lockUserShows,
  ownerView,
  ownSlotShows,
  placeShow,
  rankedCountOf,
  rankedShowsPage,
  scoreGroupOf,
  setTieOrders,
  showRowById,
  updateShowScore,
  type ArtistCount,
  type ShowRow,
  type SlotShow,
  type UserRow,
} from '@gigrank/db';
import {
  comparisonRanks,
  comparisonWindow,
  PLACEMENT_MESSAGES,
  ratingFromScore,
  scoreFits,
  scoreRangeBetween,
  settledTieOrders,
  type Comparisons,
  type PlaceShowInput,
  type Placement,
  type PlacementShow,
  type Show,
} from '@gigrank/domain';
import { committed, placeChanges, placesOfRow, showCountChanges } from '../../cache/changes';
import { badRequest } from '../../errors';
import { ownedShow } from '../../policy/shows';
import type { ServiceDeps } from '../../ports/service-deps';

// "Rank it against your past": the owner answers "Which was
// better?" between a show and a few of their ranked shows (the domain's
// placement.ts chooses them and reads the answers); the slot they pick
// settles ties and, only when they confirm it, the score.

/** A ranked show of the owner (score and rank set), or the 400 an unscored one gets. */
function ranked(row: ShowRow): ShowRow & { score: number; rank: number } {
  if (row.score === null || row.rank === null) throw badRequest(PLACEMENT_MESSAGES.unscored);
  return row as ShowRow & { score: number; rank: number };
}

function placementShow(show: Show): PlacementShow {
  const { id, artist, date, city } = show;
  return {
    id,
    artist,
    date,
    city,
    venue: show.venue ?? null,
    score: show.score ?? 0,
    rank: show.rank ?? 0,
    // The first photo whose sizes exist (one still processing has no file yet).
    thumbnailUrl: show.photos.find((p) => !p.processing)?.thumbnailUrl ?? null,
  };
}

/**
 * The owner's show with its rank and the size of their ranking, and the
 * shows to compare it with: the ranks around it (the whole ranking when
 * small), read as a page of their ranking. Owner only (403).
 */
export async function comparisonsFor(
  deps: ServiceDeps,
  user: UserRow,
  showId: number,
): Promise<Comparisons> {
  const row = ranked(await ownedShow(deps.db, user, showId, 'ranking'));
  const total = Math.max(row.rank, await rankedCountOf(deps.db, user.id));
  const ranks = comparisonRanks(row.rank, total);
  const rows = await rankedShowsPage(deps.db, ownerView(user.id), user.id, {
    offset: ranks.from - 1,
    limit: ranks.to - ranks.from + 1,
  });
  const shows = rows.filter((s) => s.score !== null).map(placementShow);
  const show = shows.find((s) => s.id === showId);
  // A write between the two reads moved it out of the page: the next look finds it.
  if (!show) throw badRequest(PLACEMENT_MESSAGES.notAdjacent);
  return { show, total, ...comparisonWindow(shows, showId, ranks) };
}

/**
 * Whether `above` and `below` are next to each other in the owner's ranking
 * without the show at `rank` (null: the top or the bottom of it), counting
 * positions among the other `total - 1` shows.
 */
function adjacent(
  rank: number,
  total: number,
  above: SlotShow | null,
  below: SlotShow | null,
): boolean {
  const position = (s: SlotShow) => (s.rank! < rank ? s.rank! : s.rank! - 1);
  const top = above ? position(above) : 0;
  const next = below ? position(below) : total;
  return next === top + 1;
}

/**
 * Puts the owner's show in the slot they chose: checks the two shows are
 * theirs, ranked and adjacent once the show is taken out; the score (theirs,
 * or the one they confirmed) must fit between them. Ties are settled by
 * renumbering the tie order of that score's shows only, then the show is
 * placed as an edit places it (ranks 1..n, counters with it). One
 * transaction, the owner's shows locked.
 */
export async function placeShowBetween(
  deps: ServiceDeps,
  user: UserRow,
  input: PlaceShowInput,
): Promise<Placement> {
  const { showId, aboveId, belowId } = input;
  const done = await deps.db.transaction().execute(async (trx) => {
    await lockUserShows(trx, user.id);
    const before = ranked(await ownedShow(trx, user, showId, 'ranking'));
    const total = Math.max(before.rank, await rankedCountOf(trx, user.id));
    const ids = [aboveId, belowId].filter((id): id is number => id !== null);
    const found = await ownSlotShows(trx, user.id, ids);
    const slotShow = (id: number | null) => {
      if (id === null) return null;
      const s = found.find((f) => f.id === id);
      if (!s || s.id === showId || s.rank === null || s.score === null) {
        throw badRequest(PLACEMENT_MESSAGES.notAdjacent);
      }
      return s as SlotShow & { score: number };
    };
    const above = slotShow(aboveId);
    const below = slotShow(belowId);
    if (!adjacent(before.rank, total, above, below)) {
      throw badRequest(PLACEMENT_MESSAGES.notAdjacent);
    }
    const range = scoreRangeBetween(above, below);
    const score = input.score ?? before.score;
    if (!scoreFits(score, range)) throw badRequest(PLACEMENT_MESSAGES.scoreOutOfRange(range));

    const rescored = score !== before.score;
    let tieOrder = before.tie_order;
    let artistCounts: ArtistCount[] = [];
    if (rescored) {
      // A new score, as updateScore writes one: its old tie order goes with the old score.
      tieOrder = 0;
      const left = await countShow(trx, before, -1);
      await updateShowScore(trx, showId, {
        score,
        rating: ratingFromScore(score),
        updated_at: new Date().toISOString(),
        tie_order: tieOrder,
      });
      const entered = await countShow(trx, { ...before, score }, 1);
      await applyPlaceCounts(trx, [
        ...(await countShowPlaces(trx, { ...before, score }, 1)),
        ...(await countShowPlaces(trx, before, -1)),
      ]);
      artistCounts = [left, entered];
    }
    // Sharing a score with a neighbour, the order within that score is the owner's answer.
    if (score === above?.score || score === below?.score) {
      const group = await scoreGroupOf(trx, user.id, score);
      const settled = settledTieOrders(
        group.map((g) => g.id),
        showId,
        above?.score === score ? above.id : null,
        below?.score === score ? below.id : null,
      );
      const stored = new Map(group.map((g) => [g.id, g.tie_order]));
      stored.set(showId, tieOrder);
      await setTieOrders(
        trx,
        user.id,
        settled.filter((s) => stored.get(s.id) !== s.tieOrder),
      );
      tieOrder = settled.find((s) => s.id === showId)!.tieOrder;
    }
    await placeShow(trx, { ...before, score, tie_order: tieOrder }, artistCounts);
    const after = await showRowById(trx, showId);
    return {
      placement: { rank: after!.rank!, total, previousRank: before.rank, score },
      artistKeys: await artistKeysOfShow(trx, showId),
      places: placesOfRow(before),
    };
  });
  // The owner's ranks moved (and maybe the score): what a score edit changes.
  await committed(deps, [
    ...showCountChanges({ id: showId, userId: user.id, artistKeys: done.artistKeys }),
    ...placeChanges([done.places]),
  ]);
  return done.placement;
}
