import { toMinorUnits, type TicketInput } from '@gigrank/domain';
import type { Handle } from '../schema';
import { CITY_TERM, cityKey } from '../city-terms';
import { ARTIST_AND_CITY_COLUMNS } from './cities.queries';
import { valueWhere } from '../rows';

// Data functions of the ledger: a show's ticket and the city its owner
// travelled from (show_ledger, one row per show that has either), and the
// rows a user's ledger is summed from.

/** A show's ledger row as its readers need it: the ticket and the travelled-from city. */
export interface ShowLedgerRow {
  ticket_amount: number | null;
  ticket_currency: string | null;
  ticket_seat: string | null;
  ticket_seller: string | null;
  from_id: number | null;
  from_name: string | null;
  from_country: string | null;
}

/** The ledger row of a show; `sharedOnly` reads it only when its owner shares spend. */
export async function showLedgerRow(
  db: Handle,
  showId: number,
  sharedOnly = false,
): Promise<ShowLedgerRow | undefined> {
  return db
    .selectFrom('show_ledger as l')
    .leftJoin('cities as c', 'c.id', 'l.travelled_from_city_id')
    .select([
      'l.ticket_amount',
      'l.ticket_currency',
      'l.ticket_seat',
      'l.ticket_seller',
      'c.id as from_id',
      'c.name as from_name',
      'c.country as from_country',
    ])
    .where('l.show_id', '=', showId)
    .$if(sharedOnly, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'l.user_id')
            .where('users.share_spend', '=', 1),
        ),
      ),
    )
    .executeTakeFirst();
}

/** A ticket's columns; all null for none. */
function ticketColumns(ticket: TicketInput | null) {
  return {
    ticket_amount: ticket?.amount ?? null,
    ticket_currency: ticket?.currency ?? null,
    ticket_seat: ticket?.seat ?? null,
    ticket_seller: ticket?.seller ?? null,
  };
}

/**
 * Writes what a show write says of its ticket and travelled-from city:
 * undefined keeps the stored value, null clears it; a row left with neither
 * is deleted. Runs inside the show write's transaction.
 */
export async function writeShowLedger(
  trx: Handle,
  showId: number,
  userId: number,
  change: { ticket?: TicketInput | null; travelledFrom?: number | null },
): Promise<void> {
  if (change.ticket === undefined && change.travelledFrom === undefined) return;
  const stored = await trx
    .selectFrom('show_ledger')
    .selectAll()
    .where('show_id', '=', showId)
    .executeTakeFirst();
  const ticket =
    change.ticket === undefined
      ? {
          ticket_amount: stored?.ticket_amount ?? null,
          ticket_currency: stored?.ticket_currency ?? null,
          ticket_seat: stored?.ticket_seat ?? null,
          ticket_seller: stored?.ticket_seller ?? null,
        }
      : ticketColumns(change.ticket);
  const from =
    change.travelledFrom === undefined
      ? (stored?.travelled_from_city_id ?? null)
      : change.travelledFrom;
  if (ticket.ticket_amount === null && from === null) {
    if (stored) await trx.deleteFrom('show_ledger').where('show_id', '=', showId).execute();
    return;
  }
  const row = { ...ticket, travelled_from_city_id: from };
  if (stored) {
    await trx.updateTable('show_ledger').set(row).where('show_id', '=', showId).execute();
  } else {
    await trx
      .insertInto('show_ledger')
      .values({ show_id: showId, user_id: userId, ...row })
      .execute();
  }
}

/**
 * The tickets of shows just inserted (an import's batch), in one statement;
 * `amount` is the answer's decimal string, stored in minor units.
 */
export async function insertTicketsOfShows(
  trx: Handle,
  userId: number,
  rows: readonly {
    showId: number;
    ticket: (Omit<TicketInput, 'amount'> & { amount: string }) | null;
  }[],
): Promise<void> {
  const values = rows.flatMap(({ showId, ticket }) => {
    const amount = ticket ? toMinorUnits(ticket.amount, ticket.currency) : null;
    return ticket && amount !== null
      ? [{ show_id: showId, user_id: userId, ...ticketColumns({ ...ticket, amount }) }]
      : [];
  });
  if (values.length) await trx.insertInto('show_ledger').values(values).execute();
}

/** Every ticket of an owner's shows (the export), by show id. */
export async function ticketsOfOwner(db: Handle, userId: number) {
  return db
    .selectFrom('show_ledger')
    .select(['show_id', 'ticket_amount', 'ticket_currency', 'ticket_seat', 'ticket_seller'])
    .where('user_id', '=', userId)
    .where('ticket_amount', 'is not', null)
    .execute();
}

/** Whether a city id names a city (a travelled-from city must). */
export async function cityExists(db: Handle, cityId: number): Promise<boolean> {
  return (await valueWhere(db, 'cities', 'id', { id: cityId })) !== undefined;
}

/** The owner's ledger settings and home city (the profile's free-text city, read as the catalogue's most populous city of that name). */
export async function ledgerOwner(db: Handle, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'city', 'share_spend', 'distance_unit'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const key = user.city ? cityKey(user.city) : '';
  const home = key
    ? await db
        .selectFrom('city_search_terms as t')
        .innerJoin('cities', 'cities.id', 't.city_id')
        .select([
          'cities.id',
          'cities.name',
          'cities.country',
          'cities.latitude',
          'cities.longitude',
        ])
        .where('t.term', '=', key)
        .where('t.kind', '=', CITY_TERM.name)
        .orderBy('cities.population', 'desc')
        .orderBy('cities.id')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  return { ...user, home: home ?? null };
}

/**
 * The owner's shows of a year (all time without one) with what the ledger
 * sums: artist, score, the show's city and the travelled-from city with
 * their coordinates, and the ticket. An index range of shows_user_date_idx.
 */
export async function ledgerShows(db: Handle, userId: number, year?: number) {
  return db
    .selectFrom('shows')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .innerJoin('cities', 'cities.id', 'shows.city_id')
    .leftJoin('show_ledger as l', 'l.show_id', 'shows.id')
    .leftJoin('cities as from', 'from.id', 'l.travelled_from_city_id')
    .select([
      ...ARTIST_AND_CITY_COLUMNS,
      'cities.latitude',
      'cities.longitude',
      'shows.id',
      'shows.date',
      'shows.score',
      'from.latitude as from_latitude',
      'from.longitude as from_longitude',
      'l.ticket_amount',
      'l.ticket_currency',
    ])
    .where('shows.user_id', '=', userId)
    .$if(year !== undefined, (q) =>
      q.where('shows.date', '>=', `${year}-01-01`).where('shows.date', '<=', `${year}-12-31`),
    )
    .orderBy('shows.date')
    .orderBy('shows.id')
    .execute();
}
