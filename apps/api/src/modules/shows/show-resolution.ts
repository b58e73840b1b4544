import {
  venueRowById,
  type ArtistRow,
  type DB,
  type ShowFields,
  type ShowRow,
  type Transaction,
  type UserRow,
} from '@gigrank/db';
import {
  isoDateInTimeZone,
  ratingFromScore,
  showDateError,
  validateGuestList,
  type ShowPayload,
} from '@gigrank/domain';
import { placesOfRow } from '../../cache/changes';
import { badRequest } from '../../errors';
import type { ImageInput } from '../../storage/images';
import { resolveArtist } from '../artists/artists.service';
import { resolveCity } from '../cities/cities.service';
import { festivalOfSet, resolveVenue } from './place-resolution';

// From a show form to the row it stores: the checks every add and edit makes
// first, and the artist, city, venue, festival set and guests found or
// created (show-writes.service.ts writes the result).

/** What a show write carries besides the form fields. */
export interface ShowWriteExtras {
  /** Country code of the picked city, to tell Paris, FR from Paris, US. */
  cityCountry?: string | null;
  /** Region of the picked city, to tell Lisbon, Maine from Lisbon, Ohio. */
  cityRegion?: string | null;
  /** Uploaded files (paths on this machine, or bytes), verified and re-encoded here. */
  photos?: ImageInput[];
  /** Photos to drop on edit. */
  removePhotoIds?: number[];
  /** The client's Idempotency-Key on an add: a repeat answers the show the first created. */
  idempotencyKey?: string;
  /** The user's plan this add logs ("Log this show"): it turns into the show. */
  planId?: number;
}

/** The checks every add and edit makes before touching anything. */
export function checkShowInput(input: ShowPayload, user: UserRow): void {
  const dateError = showDateError(input.date, isoDateInTimeZone(new Date(), user.time_zone));
  if (dateError) throw badRequest(dateError);
  const guestError = validateGuestList(input.guestAppearances ?? [], input.artist);
  if (guestError) throw badRequest(guestError);
}

/**
 * The artist, city and guests of a show write, found or created, and its
 * fields as the row stores them. Guests are checked by identity here (a
 * differently spelled main artist or a repeated guest is refused).
 */
export async function resolveShow(
  trx: Transaction<DB>,
  writerId: number,
  input: ShowPayload,
  extras: ShowWriteExtras,
  current?: Pick<ShowRow, 'festival_id' | 'stage' | 'set_time'>,
) {
  const main = await resolveArtist(trx, input.artist);
  const artist = main.row;
  // A festival set is in the festival's city, on one of its days. An edit
  // that does not name a festival keeps the set's (a client that does not
  // know festivals never detaches one), and its stage and time.
  const festivalId = input.festivalId === undefined ? current?.festival_id : input.festivalId;
  const set = festivalId ? await festivalOfSet(trx, festivalId, input.date, writerId) : null;
  const stage = input.stage === undefined ? (current?.stage ?? null) : input.stage;
  const setTime = input.setTime === undefined ? (current?.set_time ?? null) : input.setTime;
  const city = set
    ? { row: set.city, created: false }
    : await resolveCity(trx, input.city, extras.cityCountry, extras.cityRegion);
  const venue = input.venue
    ? await resolveVenue(trx, input.venue, city.row.id)
    : set?.festival.venue_id
      ? { row: (await venueRowById(trx, set.festival.venue_id))!, created: false }
      : null;
  let catalogueGrew = main.created || city.created || Boolean(venue?.created);
  const guests: ArtistRow[] = [];
  for (const name of input.guestAppearances ?? []) {
    const { row: guest, created } = await resolveArtist(trx, name);
    if (guest.id === artist.id) throw badRequest('Cannot add main artist as guest');
    if (guests.some((g) => g.id === guest.id)) throw badRequest('Guest already added');
    guests.push(guest);
    catalogueGrew ||= created;
  }
  const fields: ShowFields = {
    artist_id: artist.id,
    city_id: city.row.id,
    venue: venue?.row.name ?? null,
    venue_id: venue?.row.id ?? null,
    festival_id: set?.festival.id ?? null,
    stage: set ? stage : null,
    set_time: set ? setTime : null,
    date: input.date,
    companion: input.companion ?? null,
    favorite_song: input.favoriteSong ?? null,
    notes: input.notes ?? null,
    score: input.score,
    rating: ratingFromScore(input.score),
  };
  return {
    fields,
    guestIds: guests.map((g) => g.id),
    artists: [artist, ...guests],
    catalogueGrew,
    places: placesOfRow({
      venue_id: fields.venue_id ?? null,
      festival_id: fields.festival_id ?? null,
      artist_id: fields.artist_id,
      city_id: fields.city_id,
      date: fields.date,
    }),
  };
}
