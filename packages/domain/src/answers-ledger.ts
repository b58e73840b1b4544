/**
 * The ledger's answer shapes beside answers.ts: a show's ticket as its
 * owner reads it, a user's ledger of spend and travel, and the places near
 * a position. Money is a decimal string of the currency's own minor digits
 * ('45.50' EUR, '6000' JPY), never a float.
 */
import { z } from 'zod';
import { answer, count, day, id } from './answer-fields';
import { DISTANCE_UNITS } from './ledger';

const money = z.string().describe("A decimal amount in the currency's own digits, e.g. '45.50'");
const currency = z.string().describe('ISO 4217 code');

/** A show's ticket: its owner's, or a follower's when the owner shares spend. */
export const ticketAnswer = answer('Ticket', {
  amount: money,
  currency,
  seat: z.string().nullable(),
  seller: z.string().nullable(),
});

const moneyTotal = { currency, amount: money };
const cityRef = { id, name: z.string(), countryCode: z.string() };

export const cityRefAnswer = answer('CityRef', cityRef);

/** GET /api/users/{id}/ledger. */
export const ledgerAnswer = answer('Ledger', {
  year: z.number().int().nullable().describe('The year asked for; null: all time'),
  unit: z.enum(DISTANCE_UNITS).describe("The owner's distance unit (distances are in km)"),
  homeCity: cityRefAnswer.nullable().describe("The profile's city in the catalogue, when found"),
  spend: z
    .array(
      z.object({
        ...moneyTotal,
        shows: count,
      }),
    )
    .describe('Per currency, most shows first'),
  costPerLovedShow: z
    .array(z.object(moneyTotal))
    .describe('Per currency: its spend over its shows scored 80 or more'),
  artists: z
    .array(
      z.object({
        ...moneyTotal,
        artistId: id,
        artistName: z.string(),
        shows: count,
      }),
    )
    .describe('Spend per artist and currency, most first (at most 10)'),
  mostExpensive: z
    .object({
      ...moneyTotal,
      showId: id,
    })
    .nullable(),
  bestValue: z
    .object({ ...moneyTotal, showId: id, score: z.number().int() })
    .nullable()
    .describe('The least money per score point, in the most used currency'),
  distanceKm: count.describe('One-way distances of the shows, summed'),
  furthest: z.object({ showId: id, city: z.string(), distanceKm: count }).nullable(),
  trips: z
    .array(
      z.object({
        from: day,
        to: day,
        cities: z.array(z.string()),
        showIds: z.array(id),
      }),
    )
    .describe('Shows away from home on consecutive days, one trip each'),
});

/** GET /api/places/nearby. */
export const nearbyPlacesAnswer = answer('NearbyPlaces', {
  cities: z.array(z.object({ ...cityRef, distanceKm: z.number() })),
  venues: z.array(z.object({ id, name: z.string(), cityName: z.string(), distanceKm: z.number() })),
  gigs: z
    .array(
      z.object({
        artistId: id,
        artistName: z.string(),
        cityId: id,
        cityName: z.string(),
        venueName: z.string().nullable(),
        people: count,
      }),
    )
    .describe('With `date`: gigs logged that night in the cities found, most people first'),
});

export type Ticket = z.infer<typeof ticketAnswer>;
export type CityRef = z.infer<typeof cityRefAnswer>;
export type Ledger = z.infer<typeof ledgerAnswer>;
export type NearbyPlaces = z.infer<typeof nearbyPlacesAnswer>;
