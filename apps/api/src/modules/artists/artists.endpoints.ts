import { z } from 'zod';
import {
  artistNameSchema,
  artistShowsFilterSchema,
  artistSearchLimit,
  artistSearchQuerySchema,
  artistStatCreateSchema,
  idParamSchema,
  artistStatAnswer,
  artistResponseAnswer,
} from '@gigrank/domain';
import * as artists from './artists.service';
import { artistPage } from './artist-page.service';
import { parse } from '../../rest/validate';
import { endpoint } from '../../endpoints/endpoint';
import { createdStatus, searchEndpoint } from '../../endpoints/shapes';

/** The artist page's REST query: a bad `userId` reads as none, the next page is `before`. */
const artistPageQuery = z.object({
  artistName: artistNameSchema,
  userId: idParamSchema.optional().catch(undefined),
  before: idParamSchema.optional(),
  filter: artistShowsFilterSchema.optional(),
});

/** Artists: the catalogue's stats and the artist page. */
export const artistsEndpoints = {
  search: searchEndpoint(
    '/api/artist-stats',
    artistSearchQuerySchema,
    (deps, _viewerId, input) =>
      artists.searchArtists(deps, input.q, input.limit ?? artistSearchLimit(input.q)),
    artistStatAnswer,
  ),
  stat: endpoint({
    kind: 'query',
    output: artistStatAnswer,
    input: z.object({ name: artistNameSchema }),
    rest: {
      method: 'GET',
      path: '/api/artist-stats/:artistName',
      params: { artistName: 'name' },
    },
    handle: ({ deps }, input) => artists.getArtistStat(deps, input.name),
  }),
  create: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: artistStatAnswer,
    input: artistStatCreateSchema,
    handle: ({ deps }, input) => artists.createArtistStat(deps, input.artist_name),
    rest: { method: 'POST', path: '/api/artist-stats', reply: createdStatus },
    answer: (result) => result.artist,
  }),
  page: endpoint({
    kind: 'query',
    output: artistResponseAnswer,
    input: z.object({
      name: artistNameSchema,
      userId: idParamSchema.optional(),
      /** The artist page's next page: the previous page's nextBefore. */
      cursor: idParamSchema.optional(),
      /** Only the guest appearances, or only the shows with photos (the Shows tabs). */
      filter: artistShowsFilterSchema.optional(),
    }),
    rest: {
      method: 'GET',
      path: '/api/artists/:artistName',
      fields: artistPageQuery,
      input: (fields) => {
        const { artistName, userId, before, filter } = parse(artistPageQuery, fields);
        return { name: artistName, userId, cursor: before, filter };
      },
    },
    handle: ({ deps, user }, input) =>
      artistPage(deps, input.name, input.userId ?? user.id, user.id, input.cursor, input.filter),
  }),
};
