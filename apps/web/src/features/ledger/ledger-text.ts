import {
  LOVED_THRESHOLD,
  formatDistance,
  pluralize,
  moneyText,
  type Ledger,
  type User,
} from '@gigrank/domain';
import { festivalDatesText } from '../profile';

/*
 * What the ledger (a user's spend and travel) says, as pure functions: the
 * profile's "Spend & travel" card and Wrapped's optional tiles read the
 * same words.
 */

/** The year picker's value for all time. */
export const ALL_TIME = 'all';

/** The year picker's choices: this year and each year with shows, newest first, then all time. */
export function ledgerYearOptions(
  years: readonly number[],
  thisYear: number,
): { value: string; label: string }[] {
  const shown = [...new Set([thisYear, ...years])].sort((a, b) => b - a);
  return [
    ...shown.map((year) => ({ value: String(year), label: String(year) })),
    { value: ALL_TIME, label: 'All time' },
  ];
}

/** The ledger's `year` input of a picker value: undefined for all time. */
export function ledgerYear(value: string): number | undefined {
  return value === ALL_TIME ? undefined : Number(value);
}

/**
 * Whether the viewer may read an account's ledger, as the API decides: the
 * owner; a follower when the owner shares spend.
 */
export function mayReadLedger(
  user: Pick<User, 'shareSpend'>,
  isOwner: boolean,
  following: boolean,
): boolean {
  return isOwner || (user.shareSpend === true && following);
}

/** A trip: its days and its cities in order ('3–4 May 2026 · Madrid → Barcelona'). */
export function tripText(trip: Ledger['trips'][number]): string {
  return `${festivalDatesText(trip.from, trip.to)} · ${trip.cities.join(' → ')}`;
}

/** The ledger's headline figures, each one Wrapped may add to its image. */
export type LedgerFactKey = 'spend' | 'costPerLovedShow' | 'distance' | 'furthest' | 'trips';

/** Each headline figure's label, and its short form for narrow tiles. */
const LEDGER_FACT_LABELS: Record<LedgerFactKey, { label: string; short: string }> = {
  spend: { label: 'Spent on tickets', short: 'Spent' },
  costPerLovedShow: { label: 'Per loved show', short: 'Per loved show' },
  distance: { label: 'Distance travelled', short: 'Travelled' },
  furthest: { label: 'Furthest gig', short: 'Furthest' },
  trips: { label: 'Trips', short: 'Trips' },
};

/** One headline figure: its labels (long and short), value and the line under it. */
export interface LedgerFact {
  key: LedgerFactKey;
  label: string;
  short: string;
  value: string;
  note: string;
}

/** After the first currency's figures, how many other currencies there are: ' · +1 currency'. */
function otherCurrencies(totals: readonly unknown[]): string {
  const others = totals.length - 1;
  return others > 0 ? ` · +${pluralize(others, 'currency', 'currencies')}` : '';
}

/**
 * The ledger's headline figures that have something to say, in order:
 * the spend (in the most used currency), the cost per loved show, the
 * distance travelled (in the owner's unit), the furthest gig and the trips.
 */
export function ledgerFacts(ledger: Ledger, locale?: string): LedgerFact[] {
  const fact = (key: LedgerFactKey, value: string, note: string): LedgerFact => ({
    key,
    ...LEDGER_FACT_LABELS[key],
    value,
    note,
  });
  const { spend, costPerLovedShow, distanceKm, unit, homeCity, furthest, trips } = ledger;
  const [spent] = spend;
  const [loved] = costPerLovedShow;
  const cities = new Set(trips.flatMap((trip) => trip.cities));
  const facts = [
    spent &&
      fact(
        'spend',
        moneyText(spent.amount, spent.currency, locale),
        `${pluralize(spent.shows, 'show')}${otherCurrencies(spend)}`,
      ),
    loved &&
      fact(
        'costPerLovedShow',
        moneyText(loved.amount, loved.currency, locale),
        `Shows scored ${LOVED_THRESHOLD}+`,
      ),
    distanceKm > 0 &&
      fact(
        'distance',
        formatDistance(distanceKm, unit, locale),
        homeCity ? `From ${homeCity.name}, one way` : 'One way',
      ),
    furthest && fact('furthest', furthest.city, formatDistance(furthest.distanceKm, unit, locale)),
    trips.length > 0 &&
      fact('trips', String(trips.length), pluralize(cities.size, 'city', 'cities')),
  ];
  return facts.filter((f): f is LedgerFact => Boolean(f));
}
