/**
 * What the venue suites share: a show logged at a venue, a festival's
 * fields, the venue page and an access note through REST (the privacy steps
 * are privacy.ts's).
 */
import { expect } from 'vitest';
import type { VenuePage } from '@gigrank/domain';
import type { TestUser } from './helpers';

/** Adds a show at `venue` (in `city`) and answers its id and venue id. */
export async function showAt(
  u: TestUser,
  venue: string,
  fields: Record<string, string | number> = {},
): Promise<{ id: number; venueId: number }> {
  const res = await u.postShow({ city: 'Lisbon', date: '2026-03-01', score: 70, venue, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  const show = res.json().show as { id: number; venueId: number | null };
  expect(show.venueId, 'the show has a venue row').toEqual(expect.any(Number));
  return { id: show.id, venueId: show.venueId! };
}

/** A festival's fields: `name` in `city`, from `startDate` to `endDate`, its edition that year. */
export const festivalFields = (name: string, city: string, startDate: string, endDate: string) => ({
  name,
  edition: Number(startDate.slice(0, 4)),
  startDate,
  endDate,
  city,
});

export async function page(u: TestUser, venueId: number, before?: number): Promise<VenuePage> {
  const res = await u.get(`/api/venues/${venueId}${before ? `?before=${before}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VenuePage;
}

export const postNote = (u: TestUser, venueId: number, body: object) =>
  u.post(`/api/venues/${venueId}/access-notes`, body);
