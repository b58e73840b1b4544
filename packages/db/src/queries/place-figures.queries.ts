import type { Handle } from '../schema';
import type { PlaceAudience } from '../visibility-places';

// A viewer's figures of venues and festivals (visibility.ts, "Places"): the
// shared counters (public accounts' shows) plus the per-place statistics of
// the private accounts open to the viewer, less those of the public accounts
// in a block with them. Primary-key probes of user_venue_stats and
// user_festival_stats, (user, place) each.

/** What a viewer's audience changes in one place's figures. */
export interface PlaceDelta {
  shows: number;
  scoreSum: number;
  scored: number;
  /** Accounts added (+1) or taken out (-1) among those who logged there. */
  goers: number;
  /** The accounts whose statistics there make the delta. */
  users: number[];
}

const TABLES = {
  venues: ['user_venue_stats', 'venue_id'],
  festivals: ['user_festival_stats', 'festival_id'],
} as const;

/** Per place, what the audience's accounts add or take out; places they never logged are absent. */
export async function placeDeltas(
  db: Handle,
  kind: keyof typeof TABLES,
  placeIds: readonly number[],
  audience: PlaceAudience,
): Promise<Map<number, PlaceDelta>> {
  const out = new Map<number, PlaceDelta>();
  const users = [...audience.added, ...audience.removed];
  if (users.length === 0 || placeIds.length === 0) return out;
  const [table, key] = TABLES[kind] as readonly ['user_venue_stats', 'venue_id'];
  const rows = await db
    .selectFrom(table)
    .select(['user_id', `${key} as place_id`, 'show_count', 'score_sum', 'scored_count'])
    .where('user_id', 'in', users)
    .where(key, 'in', [...placeIds])
    .where('show_count', '>', 0)
    .execute();
  const added = new Set(audience.added);
  for (const r of rows) {
    const sign = added.has(r.user_id) ? 1 : -1;
    const d = out.get(r.place_id) ?? { shows: 0, scoreSum: 0, scored: 0, goers: 0, users: [] };
    d.shows += sign * r.show_count;
    d.scoreSum += sign * r.score_sum;
    d.scored += sign * r.scored_count;
    d.goers += sign;
    d.users.push(r.user_id);
    out.set(r.place_id, d);
  }
  return out;
}

/** The places the audience's added accounts logged among those (the ones a shared counter may miss). */
export function addedPlaces(db: Handle, kind: keyof typeof TABLES, audience: PlaceAudience) {
  const [table, key] = TABLES[kind] as readonly ['user_venue_stats', 'venue_id'];
  return db
    .selectFrom(table)
    .select(`${key} as place_id`)
    .where('user_id', 'in', audience.added.length > 0 ? audience.added : [-1])
    .where('show_count', '>', 0);
}
