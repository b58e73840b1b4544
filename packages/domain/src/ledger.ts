/**
 * The ledger: what a user's gigs cost and how far they went. Money is kept
 * as integer minor units of an ISO 4217 currency (cents, pence, yen), so
 * totals never drift the way sums of decimal fractions in floating point do;
 * the number of minor digits is the currency's own (2 for EUR, 0 for JPY,
 * 3 for BHD), read from Intl. Distances are one way, great-circle, from the
 * city the user travelled from (a show's own choice, else the profile's home
 * city) to the show's city, from the catalogue's coordinates.
 */
import { LOVED_THRESHOLD } from './constants';
import { isoToDayNumber } from './time';

/** The largest ticket price accepted, in major units of any currency. */
export const TICKET_AMOUNT_MAX = 1_000_000;
/** Longest seat ('Block C, row 12, seat 4' or 'Standing') and seller texts. */
export const TICKET_SEAT_MAX = 100;
export const TICKET_SELLER_MAX = 100;
/** Kilometres in a statute mile. */
export const KM_PER_MILE = 1.609344;
/** Mean radius of the Earth in kilometres, for great-circle distances. */
const EARTH_RADIUS_KM = 6371;

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** A stored unit as the answers carry it: kilometres unless it says miles. */
export const distanceUnitOf = (stored: string): DistanceUnit => (stored === 'mi' ? 'mi' : 'km');

const CURRENCY_CODE = /^[A-Z]{3}$/;
let knownCurrencies: ReadonlySet<string> | undefined;

/** Whether `code` is an ISO 4217 currency this runtime knows ('EUR', 'JPY'); upper case only. */
export function isCurrencyCode(code: string): boolean {
  if (!CURRENCY_CODE.test(code)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** The number of minor-unit digits of a currency: 2 for EUR, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
  return options.maximumFractionDigits ?? 2;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal amount ('45.50', '45', '1200') as integer minor units of
 * `currency`, by string arithmetic (no floating point); null when it is not
 * a plain non-negative decimal, has more fraction digits than the currency,
 * or exceeds TICKET_AMOUNT_MAX.
 */
export function toMinorUnits(amount: string, currency: string): number | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return null;
  const major = Number(whole);
  if (major > TICKET_AMOUNT_MAX) return null;
  const minor = major * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor <= TICKET_AMOUNT_MAX * 10 ** digits ? minor : null;
}

/** Integer minor units as the decimal string the API answers ('45.50', '1200'). */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * An amount as the API answers it (a decimal string in the currency's own
 * digits) for people to read, in the locale's way ('€45.50', '¥6,000'); as
 * written, with its code, when it cannot be read.
 */
export function moneyText(amount: string, currency: string, locale?: string): string {
  const minor = toMinorUnits(amount, currency);
  if (minor === null) return `${amount} ${currency}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minor / 10 ** currencyDigits(currency),
  );
}

/** A point a city can be measured from: a city typed by a user and never placed sits at 0, 0. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** The position, when it is one (not the 0, 0 of a city with no coordinates). */
export function placed<P extends Position>(p: P | null | undefined): P | null {
  return p && !(p.latitude === 0 && p.longitude === 0) ? p : null;
}

/** Great-circle distance between two points in kilometres (haversine). */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres per degree of latitude (the Earth's mean radius). */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/**
 * The latitudes and longitudes within `radiusKm` of a point, as a box an
 * index range can read (then filtered by greatCircleKm); near the poles the
 * longitudes widen to the whole circle.
 */
export function boxAround(lat: number, lng: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = Math.min(180, dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** A distance in the user's unit, whole ('1,234 km', '767 mi'). */
export function formatDistance(km: number, unit: DistanceUnit, locale?: string): string {
  const value = Math.round(unit === 'mi' ? km / KM_PER_MILE : km);
  return `${value.toLocaleString(locale)} ${unit}`;
}

/** One show as the ledger reads it. */
export interface LedgerShow {
  id: number;
  date: string;
  artistId: number;
  artistName: string;
  cityId: number;
  cityName: string;
  score: number | null;
  ticket: { amount: number; currency: string } | null;
  /** One way from where the user travelled from; null when that is unknown. */
  distanceKm: number | null;
}

export interface MoneyTotal {
  currency: string;
  /** Integer minor units. */
  amount: number;
}

export interface Trip {
  /** First and last day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** The cities visited, in order, each once. */
  cities: string[];
  showIds: number[];
}

export interface LedgerSummary {
  spend: (MoneyTotal & { shows: number })[];
  costPerLovedShow: MoneyTotal[];
  /** Per artist and currency, most spent first. */
  artists: (MoneyTotal & { artistId: number; artistName: string; shows: number })[];
  /** The dearest show and the one with most score per unit of money, in the most used currency. */
  mostExpensive: (MoneyTotal & { showId: number }) | null;
  bestValue: (MoneyTotal & { showId: number; score: number }) | null;
  distanceKm: number;
  furthest: { showId: number; city: string; distanceKm: number } | null;
  trips: Trip[];
}

/** How many per-artist spend rows a summary keeps. */
export const LEDGER_ARTISTS_MAX = 10;

/** Sums integer amounts per key, counting the shows; insertion order kept. */
function tally<K>(entries: Iterable<[K, number]>): Map<K, { amount: number; shows: number }> {
  const totals = new Map<K, { amount: number; shows: number }>();
  for (const [key, amount] of entries) {
    const t = totals.get(key) ?? { amount: 0, shows: 0 };
    t.amount += amount;
    t.shows += 1;
    totals.set(key, t);
  }
  return totals;
}

/**
 * Trips: shows away from where the user travelled from (a known, non-zero
 * distance) on consecutive days, grouped as one; in date order.
 */
export function tripsOf(shows: readonly LedgerShow[]): Trip[] {
  const away = shows
    .filter((s) => s.distanceKm !== null && s.distanceKm > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const trips: Trip[] = [];
  let lastDay = Number.NEGATIVE_INFINITY;
  for (const show of away) {
    const day = isoToDayNumber(show.date);
    const current = trips.at(-1);
    if (current && day - lastDay <= 1) {
      current.to = show.date;
      if (!current.cities.includes(show.cityName)) current.cities.push(show.cityName);
      current.showIds.push(show.id);
    } else {
      trips.push({ from: show.date, to: show.date, cities: [show.cityName], showIds: [show.id] });
    }
    lastDay = day;
  }
  return trips;
}

/** Spend, cost per loved show, distance and trips of a period's shows. */
export function summariseLedger(shows: readonly LedgerShow[]): LedgerSummary {
  const ticketed = shows.filter((s) => s.ticket !== null) as (LedgerShow & {
    ticket: MoneyTotal;
  })[];
  const byCurrency = tally(ticketed.map((s) => [s.ticket.currency, s.ticket.amount]));
  const spend = [...byCurrency]
    .map(([currency, t]) => ({ currency, ...t }))
    .sort((a, b) => b.shows - a.shows || a.currency.localeCompare(b.currency));
  const costPerLovedShow = spend.flatMap(({ currency, amount }) => {
    const loved = ticketed.filter(
      (s) => s.ticket.currency === currency && (s.score ?? -1) >= LOVED_THRESHOLD,
    ).length;
    return loved ? [{ currency, amount: Math.round(amount / loved) }] : [];
  });
  const byArtist = tally(
    ticketed.map((s) => [`${s.artistId} ${s.ticket.currency}`, s.ticket.amount] as const),
  );
  const artists = [...byArtist]
    .map(([key, t]) => {
      const [artistId, currency] = key.split(' ') as [string, string];
      const name = ticketed.find((s) => s.artistId === Number(artistId))!.artistName;
      return { artistId: Number(artistId), artistName: name, currency, ...t };
    })
    .sort((a, b) => b.amount - a.amount || a.artistId - b.artistId)
    .slice(0, LEDGER_ARTISTS_MAX);
  const main = spend[0]?.currency;
  const inMain = ticketed.filter((s) => s.ticket.currency === main);
  const dearest = [...inMain].sort((a, b) => b.ticket.amount - a.ticket.amount || a.id - b.id)[0];
  const valued = inMain
    .filter((s) => s.score !== null && s.score > 0)
    .sort((a, b) => a.ticket.amount / a.score! - b.ticket.amount / b.score! || a.id - b.id)[0];
  const travelled = shows.filter((s) => s.distanceKm !== null);
  const far = [...travelled].sort((a, b) => b.distanceKm! - a.distanceKm! || a.id - b.id)[0];
  return {
    spend,
    costPerLovedShow,
    artists,
    mostExpensive: dearest ? { showId: dearest.id, ...dearest.ticket } : null,
    bestValue: valued ? { showId: valued.id, score: valued.score!, ...valued.ticket } : null,
    distanceKm: Math.round(travelled.reduce((sum, s) => sum + s.distanceKm!, 0)),
    furthest:
      far && far.distanceKm! > 0
        ? { showId: far.id, city: far.cityName, distanceKm: Math.round(far.distanceKm!) }
        : null,
    trips: tripsOf(shows),
  };
}
