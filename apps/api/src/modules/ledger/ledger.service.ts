import {
  cityExists,
  followEdgeExists,
  ledgerOwner,
  ledgerShows,
  showLedgerRow,
  writeShowLedger,
  type ShowLedgerRow,
  type Transaction,
  type DB,
} from '@gigrank/db';
import {
  LEDGER_MESSAGES,
  distanceUnitOf,
  fromMinorUnits,
  greatCircleKm,
  placed,
  summariseLedger,
  type Ledger,
  type LedgerShow,
  type Show,
  type ShowPayload,
  type Ticket,
} from '@gigrank/domain';
import { badRequest, forbidden, notFound } from '../../errors';
import { profileAccess } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/** What a ledger answers to a viewer the owner does not share spend with. */
const LEDGER_PRIVATE = "This account's spend is private";

/**
 * Who may read an account's ledger and tickets: the owner; a follower when
 * the owner shares spend (and the account is visible to them at all).
 */
async function canSeeSpend(deps: ServiceDeps, viewerId: number, ownerId: number, shared: boolean) {
  if (viewerId === ownerId) return true;
  if (!shared) return false;
  return (
    (await profileAccess(deps, viewerId, ownerId)) === 'full' &&
    (await followEdgeExists(deps.db, viewerId, ownerId))
  );
}

/**
 * The ticket and travelled-from city of a show write, inside its
 * transaction: absent fields keep what the show had, null clears; the city
 * must exist.
 */
export async function writeLedgerOfShow(
  trx: Transaction<DB>,
  showId: number,
  userId: number,
  input: Pick<ShowPayload, 'ticket' | 'travelledFrom'>,
): Promise<void> {
  const { ticket, travelledFrom } = input;
  if (typeof travelledFrom === 'number' && !(await cityExists(trx, travelledFrom))) {
    throw badRequest(LEDGER_MESSAGES.cityNotFound);
  }
  await writeShowLedger(trx, showId, userId, { ticket, travelledFrom });
}

/** A stored ticket as shows answer it (the amount a decimal string), or null when none. */
export function ticketOfRow(
  row: Pick<ShowLedgerRow, 'ticket_amount' | 'ticket_currency' | 'ticket_seat' | 'ticket_seller'>,
): Ticket | null {
  if (row.ticket_amount == null || !row.ticket_currency) return null;
  return {
    amount: fromMinorUnits(row.ticket_amount, row.ticket_currency),
    currency: row.ticket_currency,
    seat: row.ticket_seat,
    seller: row.ticket_seller,
  };
}

function ledgerFields(
  row: ShowLedgerRow | undefined,
  owner: boolean,
): Pick<Show, 'ticket' | 'travelledFrom'> {
  const ticket = row ? ticketOfRow(row) : null;
  const from =
    owner && row?.from_id != null
      ? { id: row.from_id, name: row.from_name!, countryCode: row.from_country! }
      : null;
  return owner ? { ticket, travelledFrom: from } : ticket ? { ticket } : {};
}

/**
 * A single show's ticket for the viewer who may see it: the owner (with the
 * travelled-from city), or a follower when the owner shares spend; nothing
 * for anyone else.
 */
export async function showLedgerFor(
  deps: ServiceDeps,
  show: Pick<Show, 'id' | 'userId'>,
  viewerId: number,
): Promise<Pick<Show, 'ticket' | 'travelledFrom'>> {
  const owner = show.userId === viewerId;
  const row = await showLedgerRow(deps.db, show.id, !owner);
  if (!row && !owner) return {};
  if (!owner && !(await canSeeSpend(deps, viewerId, show.userId, true))) return {};
  return ledgerFields(row, owner);
}

/**
 * A user's ledger of a year (all time without one): spend per currency and
 * artist, cost per loved show, the dearest and best-value show, distance
 * travelled, the furthest gig and trips. Read fresh: it is one index range
 * of one account's shows.
 */
export async function ledgerOf(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  year?: number,
): Promise<Ledger> {
  await profileAccess(deps, viewerId, userId);
  const owner = await ledgerOwner(deps.db, userId);
  if (!owner) throw notFound('User not found');
  if (!(await canSeeSpend(deps, viewerId, userId, owner.share_spend === 1))) {
    throw forbidden(LEDGER_PRIVATE);
  }
  const rows = await ledgerShows(deps.db, userId, year);
  const home = placed(owner.home);
  const shows: LedgerShow[] = rows.map((r) => {
    const from =
      r.from_latitude != null && r.from_longitude != null
        ? placed({ latitude: r.from_latitude, longitude: r.from_longitude })
        : home;
    const at = placed(r);
    return {
      id: r.id,
      date: r.date,
      artistId: r.artist_id,
      artistName: r.artist_name,
      cityId: r.city_id,
      cityName: r.city_name,
      score: r.score,
      ticket:
        r.ticket_amount != null && r.ticket_currency
          ? { amount: r.ticket_amount, currency: r.ticket_currency }
          : null,
      distanceKm:
        from && at ? greatCircleKm(from.latitude, from.longitude, at.latitude, at.longitude) : null,
    };
  });
  const summary = summariseLedger(shows);
  const money = <T extends { amount: number; currency: string }>(t: T) => ({
    ...t,
    amount: fromMinorUnits(t.amount, t.currency),
  });
  return {
    year: year ?? null,
    unit: distanceUnitOf(owner.distance_unit),
    homeCity: owner.home
      ? { id: owner.home.id, name: owner.home.name, countryCode: owner.home.country }
      : null,
    spend: summary.spend.map(money),
    costPerLovedShow: summary.costPerLovedShow.map(money),
    artists: summary.artists.map(money),
    mostExpensive: summary.mostExpensive && money(summary.mostExpensive),
    bestValue: summary.bestValue && money(summary.bestValue),
    distanceKm: summary.distanceKm,
    furthest: summary.furthest,
    trips: summary.trips,
  };
}
