/** The artist and city catalogue: creating entries, searching, the artist page's filters. */
import { z } from 'zod';
import {
  ARTIST_NAME_MAX,
  ARTIST_SEARCH_LIMIT_DEFAULT,
  ARTIST_SEARCH_LIMIT_QUERY,
  CITY_NAME_MAX,
} from '../constants';
import { coercedWholeNumber, optionalText } from './fields';
import { OTHER_MESSAGES, SHOW_MESSAGES } from './messages';
import { artistNameSchema, cityNameSchema } from './shows';

/** POST /api/artist-stats. */
export const artistStatCreateSchema = z.object({ artist_name: artistNameSchema });

/** POST /api/cities. */
export const cityCreateSchema = z.object({
  name: cityNameSchema,
  country: optionalText(CITY_NAME_MAX, OTHER_MESSAGES.countryMax, { label: 'Country' }),
});

/** POST /api/users/{id}/want-to-see. */
export const wantToSeeSchema = z.object({ artistName: artistNameSchema });

/** The artist search limit: 20 with a (non-blank) query, 10 without. */
export function artistSearchLimit(q: string | null | undefined): number {
  return q && q.trim() ? ARTIST_SEARCH_LIMIT_QUERY : ARTIST_SEARCH_LIMIT_DEFAULT;
}

/** GET /api/artist-stats query: q trimmed (blank -> undefined), limit a positive integer <= 100. */
export const artistSearchQuerySchema = z.object({
  q: optionalText(ARTIST_NAME_MAX, SHOW_MESSAGES.artistMax, { label: 'Search' }),
  limit: coercedWholeNumber(1, 100, OTHER_MESSAGES.invalidLimit).optional(),
});

/** The artist page's Shows tabs other than All Shows, filtered by the server page by page. */
export const ARTIST_SHOWS_FILTERS = ['guest', 'photos'] as const;
export type ArtistShowsFilter = (typeof ARTIST_SHOWS_FILTERS)[number];
export const artistShowsFilterSchema = z.enum(ARTIST_SHOWS_FILTERS, {
  error: "filter must be 'guest' or 'photos'",
});
