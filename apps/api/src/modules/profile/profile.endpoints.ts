import { z } from 'zod';
import {
  idParamSchema,
  profileUpdateSchema,
  userFestivalsAnswer,
  tasteMatchAnswer,
  recommendationAnswer,
  wrappedDataAnswer,
  userAnswer,
  favoriteArtistAnswer,
  mostSeenArtistAnswer,
  mostVisitedCityAnswer,
  mostVisitedVenueAnswer,
  artistInsightAnswer,
  cityInsightAnswer,
  venueInsightAnswer,
} from '@gigrank/domain';
import type { AppDeps } from '../../http/deps';
import * as account from '../auth/account.service';
import * as insights from './insights.service';
import { recommendations } from './recommendations.service';
import { tasteMatch } from './taste-match.service';
import { wrapped } from './wrapped.service';
import { userFestivals } from '../festivals/festivals.service';
import { wrappedYearSchema } from '../../inputs';
import { endpoint, noInput } from '../../endpoints/endpoint';
import { userListEndpoint } from '../../endpoints/shapes';

const userIdInput = z.object({ userId: idParamSchema });

/** A user's figure at `/api/users/{id}/<path>`: the path's user is the procedure's `userId`. */
const userPath = (path: string) => ({
  method: 'GET' as const,
  path: `/api/users/:id/${path}`,
  params: { id: 'userId' },
});

/** A favourite at `/api/users/{id}/<path>`: null on tRPC where REST answers 404. */
function favourite<R>(
  path: string,
  read: (deps: AppDeps, viewerId: number, userId: number) => Promise<R>,
  output: z.ZodType,
) {
  return endpoint<typeof userIdInput, R, 'query', R | null>({
    kind: 'query',
    output,
    input: userIdInput,
    rest: userPath(path),
    orNull: true,
    handle: ({ deps, user }, input) => read(deps, user.id, input.userId),
  });
}

/**
 * A profile's figures: favourites, insights, festivals, taste match, For
 * You, Wrapped, and the profile's own fields. A favourite that does not
 * exist is null on tRPC and 404 on REST (the spec's best-rated-artist).
 */
export const profileEndpoints = {
  bestRatedArtist: favourite('best-rated-artist', insights.bestRatedArtist, favoriteArtistAnswer),
  mostSeenArtist: favourite('most-seen-artist', insights.mostSeenArtist, mostSeenArtistAnswer),
  mostVisitedCity: favourite('most-visited-city', insights.mostVisitedCity, mostVisitedCityAnswer),
  mostVisitedVenue: favourite(
    'most-visited-venue',
    insights.mostVisitedVenue,
    mostVisitedVenueAnswer,
  ),
  artistInsights: userListEndpoint(
    'artist-insights',
    insights.artistInsights,
    z.array(artistInsightAnswer),
  ),
  cityInsights: userListEndpoint(
    'city-insights',
    insights.cityInsights,
    z.array(cityInsightAnswer),
  ),
  venueInsights: userListEndpoint(
    'venue-insights',
    insights.venueInsights,
    z.array(venueInsightAnswer),
  ),
  festivals: endpoint({
    kind: 'query',
    output: userFestivalsAnswer,
    input: userIdInput,
    rest: userPath('festivals'),
    handle: ({ deps, user }, input) => userFestivals(deps, user.id, input.userId),
  }),
  /** How much the viewer agrees with another user; null with no artist in common. */
  tasteMatch: endpoint({
    kind: 'query',
    output: tasteMatchAnswer.nullable(),
    input: userIdInput,
    rest: userPath('taste-match'),
    handle: ({ deps, user }, input) => tasteMatch(deps, user.id, input.userId),
  }),
  /** For You: the procedure's are the session user's; REST names the user in its path. */
  recommendations: endpoint({
    kind: 'query',
    output: z.array(recommendationAnswer),
    input: noInput,
    rest: { method: 'GET', path: '/api/users/:id/recommendations', owner: 'id' },
    handle: ({ deps, user, owner }) => recommendations(deps, user.id, owner),
  }),
  wrapped: endpoint({
    kind: 'query',
    output: wrappedDataAnswer,
    input: userIdInput.and(wrappedYearSchema),
    rest: userPath('wrapped'),
    handle: ({ deps, user }, input) => wrapped(deps, user.id, input.userId, input.year ?? null),
  }),
  /** The profile's fields (REST: PATCH /api/users/{id}/profile, with the privacy settings). */
  update: endpoint({
    kind: 'mutation',
    scope: 'profile:write',
    output: userAnswer,
    input: profileUpdateSchema,
    handle: ({ deps, user }, input) => account.updateProfile(deps, user, user.id, input),
  }),
};
