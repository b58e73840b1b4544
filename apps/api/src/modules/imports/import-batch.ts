import {
  advanceImport,
  applyPlaceCounts,
  countArtistsAtOnce,
  countNewShowPlaces,
  countNewShows,
  enterImportInFeeds,
  findArtistsByKeys,
  findOrInsertVenues,
  insertArtists,
  insertGuestsOfShows,
  insertShowRows,
  insertTicketsOfShows,
  writeSetlists,
  lockUserShows,
  loggedShowKeys,
  rerankUser,
  showsOfSourceIds,
  type ArtistRow,
  type CityRow,
  type DB,
  type ImportRecord,
  type Transaction,
  type UserRow,
} from '@gigrank/db';
import { cleanSetlist, normalizeKey, ratingFromScore, type ImportRow } from '@gigrank/domain';
import { placeChanges, placesOfRow, showCountChanges } from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { resolveArtist } from '../artists/artists.service';
import { citySourceOf, importedCityIds, resolveCity } from '../cities/cities.service';
import { venueName } from '../shows/place-resolution';
import type { ServiceDeps } from '../../ports/service-deps';
import { recordWebhookEvent } from '../webhooks/webhooks.service';
import { festivalOfRow, type FestivalCatalogue, type ImportedFestival } from './import-festivals';
import { LoggedShows } from './import-reading';

// One batch of an import's commit, in its own transaction: the
// rows re-checked for duplicates, written in a few multi-row statements with
// their counters, ranks renumbered once, the progress moved under a guard
// (imports.service.ts commitImport drives the batches).

/**
 * Artists and cities found or created by a commit, by key: a batch looks up
 * the ones it has not met in one statement. Kept across batches (catalogue
 * rows are never deleted); `grew` is per batch (its cache changes).
 */
export interface Catalogue {
  artists: Map<string, ArtistRow>;
  cities: Map<string, CityRow>;
  festivals: FestivalCatalogue;
  grew: boolean;
}

/**
 * A function that takes out of `map` what was added to it since: the
 * catalogue's maps only gain keys (an entry is set only where none was), so
 * the first `size` keys, in insertion order, are what it held.
 */
function keysAddedRemover(map: Map<string, unknown>): () => void {
  const size = map.size;
  return () => {
    if (map.size === size) return; // a first run: nothing added yet
    for (const key of [...map.keys()].slice(size)) map.delete(key);
  };
}

/**
 * Puts the catalogue back as it was before a batch: each run of the batch's
 * transaction starts from it, since PostgreSQL may abort a run over a
 * conflict and run it again (packages/db transaction-retry.ts), and the rows
 * the aborted run created are gone with it. Neither the snapshot nor a first
 * run's restore copies the maps; only a run after an aborted one walks them.
 * (The festivals' spans are the import's, computed before any batch.)
 */
function catalogueRestorer(catalogue: Catalogue): () => void {
  const restore = [
    keysAddedRemover(catalogue.artists),
    keysAddedRemover(catalogue.cities),
    keysAddedRemover(catalogue.festivals.festivals),
  ];
  return () => {
    for (const remove of restore) remove();
    catalogue.grew = false;
  };
}

/**
 * Finds the batch's artists (main and guests) it has not met yet in one
 * statement, and creates the missing ones in two more (their first spelling
 * is kept, as resolveArtist does).
 */
async function knownArtists(trx: Transaction<DB>, rows: ImportRow[], catalogue: Catalogue) {
  const wanted = new Map<string, string>();
  for (const row of rows) {
    for (const raw of [row.artist, ...row.guests]) {
      const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
      const key = normalizeKey(name);
      if (key && !catalogue.artists.has(key) && !wanted.has(key)) wanted.set(key, name);
    }
  }
  if (wanted.size === 0) return;
  for (const artist of await findArtistsByKeys(trx, [...wanted.keys()])) {
    catalogue.artists.set(artist.name_key, artist);
  }
  const missing = [...wanted].filter(([key]) => !catalogue.artists.has(key));
  const created = await insertArtists(
    trx,
    missing.map(([nameKey, name]) => ({ name, nameKey })),
  );
  for (const artist of created) catalogue.artists.set(artist.name_key, artist);
  catalogue.grew ||= created.length > 0;
}

async function artistOf(trx: Transaction<DB>, name: string, catalogue: Catalogue) {
  const key = normalizeKey(name);
  let row = catalogue.artists.get(key);
  if (!row) {
    const resolved = await resolveArtist(trx, name);
    row = resolved.row;
    catalogue.grew ||= resolved.created;
    catalogue.artists.set(key, row);
  }
  return row;
}

async function cityOf(trx: Transaction<DB>, row: ImportRow, catalogue: Catalogue) {
  const source = citySourceOf(row);
  const key = [normalizeKey(row.city), row.countryCode ?? '', row.region ?? '']
    .concat(Object.values(source).map(String))
    .join('\u0000');
  let city = catalogue.cities.get(key);
  if (!city) {
    const resolved = await resolveCity(trx, row.city, row.countryCode, row.region, source);
    city = resolved.row;
    catalogue.grew ||= resolved.created;
    catalogue.cities.set(key, city);
  }
  return city;
}

/**
 * One batch in one transaction: rows that became duplicates since the
 * preview (another import, a show added by hand, this batch run before)
 * are skipped; the others are created with their counters; the user's
 * ranks are renumbered once; the import's progress moves in the same
 * transaction. Null when another run of this commit got there first.
 */
export async function commitBatch(
  deps: ServiceDeps,
  user: UserRow,
  record: ImportRecord,
  rows: ImportRow[],
  from: number,
  last: boolean,
  catalogue: Catalogue,
): Promise<{ created: number; skipped: number; changes: Change[] } | null> {
  const restoreCatalogue = catalogueRestorer(catalogue);
  return deps.db
    .transaction()
    .execute(async (trx) => {
      restoreCatalogue();
      await lockUserShows(trx, user.id);
      const dates = [...new Set(rows.map((r) => r.date))];
      const logged = new LoggedShows(await loggedShowKeys(trx, user.id, dates));
      for (const show of await showsOfSourceIds(
        trx,
        user.id,
        rows.flatMap((r) => (r.sourceId ? [r.sourceId] : [])),
      )) {
        logged.add({
          id: show.id,
          artist_key: '',
          date: '',
          city_key: '',
          country: '',
          source_id: show.source_id,
        });
      }
      await knownArtists(trx, rows, catalogue);
      const cityIds = importedCityIds(trx);
      const changes: Change[] = [];
      let skipped = 0;
      const now = new Date().toISOString();
      const base = Date.parse(now);
      const fresh: {
        row: ImportRow;
        artist: ArtistRow;
        city: CityRow;
        guests: ArtistRow[];
        set: ImportedFestival | null;
      }[] = [];
      for (const row of rows) {
        if ((await logged.matchCity(row, cityIds)) !== null) {
          skipped += 1;
          continue;
        }
        const artist = await artistOf(trx, row.artist, catalogue);
        // A festival set is in its festival's city (an edition the import adds is in the row's).
        const { set, added } = await festivalOfRow(trx, user.id, row, catalogue.festivals, () =>
          cityOf(trx, row, catalogue),
        );
        if (added !== null) {
          catalogue.grew = true;
          changes.push({ kind: 'festival', id: added });
        }
        const city = set ? set.city : await cityOf(trx, row, catalogue);
        const guests: ArtistRow[] = [];
        for (const name of row.guests) {
          const guest = await artistOf(trx, name, catalogue);
          if (guest.id !== artist.id && !guests.some((g) => g.id === guest.id)) guests.push(guest);
        }
        // A row repeating another of this batch is a duplicate too.
        logged.add({
          id: -1,
          artist_key: artist.name_key,
          date: row.date,
          city_key: city.name_key,
          country: city.country,
          city_id: city.id,
          source_id: row.sourceId,
        });
        fresh.push({ row, artist, city, guests, set });
      }
      // The batch's venues, found or created in their cities in two statements.
      const venueKey = (cityId: number, key: string) => `${cityId}\u0000${key}`;
      const wantedVenues = new Map<string, { name: string; nameKey: string; cityId: number }>();
      for (const { row, city } of fresh) {
        const name = venueName(row.venue ?? '');
        const nameKey = normalizeKey(name);
        if (nameKey)
          wantedVenues.set(venueKey(city.id, nameKey), { name, nameKey, cityId: city.id });
      }
      const venues = new Map(
        (await findOrInsertVenues(trx, [...wantedVenues.values()])).map((v) => [
          venueKey(v.city_id, v.name_key),
          v,
        ]),
      );
      // A set that names no venue is at its festival's, as a set logged by hand.
      const venueOf = (venue: string | null, cityId: number, set: ImportedFestival | null) =>
        venues.get(venueKey(cityId, normalizeKey(venueName(venue ?? '')))) ?? set?.venue;
      // One statement for the batch's shows; entered a millisecond apart, in order.
      const shows = await insertShowRows(
        trx,
        fresh.map(({ row, artist, city, set }, i) => ({
          user_id: user.id,
          artist_id: artist.id,
          city_id: city.id,
          venue: venueOf(row.venue, city.id, set)?.name ?? null,
          venue_id: venueOf(row.venue, city.id, set)?.id ?? null,
          festival_id: set?.festival.id ?? null,
          stage: set ? (row.stage ?? null) : null,
          date: row.date,
          companion: row.companion,
          favorite_song: row.favoriteSong,
          notes: row.notes,
          score: row.score,
          rating: row.score === null ? null : ratingFromScore(row.score),
          created_at: new Date(base + i).toISOString(),
          photos_count: 0,
          source_id: row.sourceId,
          source_url: row.sourceUrl,
          // Out of the feeds one by one: the import enters them once (below).
          in_feed: 0,
        })),
      );
      await enterImportInFeeds(
        trx,
        record.id,
        user.id,
        shows.map((s) => s.id),
      );
      await insertGuestsOfShows(
        trx,
        fresh.map(({ guests }, i) => ({
          showId: shows[i]!.id,
          artistIds: guests.map((g) => g.id),
        })),
      );
      await insertTicketsOfShows(
        trx,
        user.id,
        fresh.map(({ row }, i) => ({ showId: shows[i]!.id, ticket: row.ticket ?? null })),
      );
      const counted = shows;
      const scored = fresh.some(({ row }) => row.score !== null);
      const created = shows.length;
      for (const [i, { artist, guests }] of fresh.entries()) {
        changes.push(
          ...showCountChanges({
            id: shows[i]!.id,
            userId: user.id,
            artistKeys: [artist.name_key, ...guests.map((g) => g.name_key)],
          }),
        );
      }
      // Each show's venue and gig, named as every other show write names them.
      changes.push(...placeChanges(shows.map(placesOfRow)));
      const placeCounts = await countNewShowPlaces(trx, user.id, counted);
      await applyPlaceCounts(trx, placeCounts);
      await countArtistsAtOnce(trx, await countNewShows(trx, user.id, counted));
      if (scored) await rerankUser(trx, user.id);
      // Through the setlist's text rule whatever wrote the stored rows; the songs' counters
      // are taken last (song-counters.ts).
      await writeSetlists(
        trx,
        fresh
          .map(({ row }, i) => ({ show: shows[i]!, songs: cleanSetlist(row.setlist) }))
          .filter((s) => s.songs.length > 0),
        'import',
      );
      const advanced = await advanceImport(trx, record.id, from, {
        rows: rows.length,
        created,
        skipped,
        status: last ? 'done' : 'importing',
        at: now,
      });
      if (!advanced) throw new LostRace();
      if (last) await recordImportCompleted(trx, user.id, record, { created, skipped });
      if (catalogue.grew) changes.push({ kind: 'artistCatalogue' });
      return { created, skipped, changes };
    })
    .catch((error: unknown) => {
      // Rolled back: what this batch added to the catalogue is gone, so nothing it met is kept.
      catalogue.artists.clear();
      catalogue.cities.clear();
      catalogue.festivals.festivals.clear();
      if (error instanceof LostRace) return null;
      throw error;
    });
}

class LostRace extends Error {}

/**
 * Tells the account's webhooks an import is done ('import.completed'), in
 * the transaction that marks it done: `record` as it stood before that
 * transaction, and what the transaction added.
 */
export function recordImportCompleted(
  trx: Transaction<DB>,
  userId: number,
  record: ImportRecord,
  last: { created: number; skipped: number },
): Promise<void> {
  return recordWebhookEvent(trx, userId, 'import.completed', async () => ({
    id: record.id,
    userId,
    source: record.source,
    total: record.total,
    created: record.created + last.created,
    skipped: record.skipped + last.skipped,
    refused: record.refused,
  }));
}

/** A write's changes without repeats (a batch of 100 shows names the user 100 times). */
export function distinct(changes: Change[]): Change[] {
  return [...new Map(changes.map((c) => [JSON.stringify(c), c])).values()];
}
