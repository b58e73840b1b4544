import {
  leaderboardPageAnswer,
  artistLeaderboardEntryAnswer,
  rankedLeaderboardUserAnswer,
} from '@gigrank/domain';
import { z } from 'zod';
import * as leaderboard from './leaderboard.service';
import { parse } from '../../rest/validate';
import { endpoint, noInput } from '../../endpoints/endpoint';

/** REST pages by `limit` with `offset`, or a 1-based `page`; a bad number reads as none. */
const pageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(leaderboard.LEADERBOARD_PAGE_MAX)
    .optional()
    .catch(undefined),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

/** The leaderboards: users by shows logged, and artists. */
export const leaderboardEndpoints = {
  /** REST answers the rows, with X-Next-Offset where the next page starts (absent on the last). */
  users: endpoint({
    kind: 'query',
    output: leaderboardPageAnswer,
    input: z.object({
      limit: z.number().int().min(1).max(leaderboard.LEADERBOARD_PAGE_MAX).optional(),
      offset: z.number().int().min(0).max(1_000_000).optional(),
    }),
    handle: ({ deps, user }, input) => leaderboard.userLeaderboard(deps, user.id, input),
    rest: {
      method: 'GET',
      path: '/api/leaderboard',
      fields: pageQuery,
      input: (fields) => {
        const { limit, offset, page } = parse(pageQuery, fields);
        const size = limit ?? leaderboard.LEADERBOARD_PAGE_DEFAULT;
        return { limit: size, offset: offset ?? (page ? (page - 1) * size : 0) };
      },
      answer: z.array(rankedLeaderboardUserAnswer),
      reply: (result) => ({
        body: result.users,
        ...(result.nextOffset !== null && {
          headers: { 'X-Next-Offset': String(result.nextOffset) },
        }),
      }),
    },
  }),
  artists: endpoint({
    kind: 'query',
    output: z.array(artistLeaderboardEntryAnswer),
    input: noInput,
    rest: { method: 'GET', path: '/api/artist-leaderboard' },
    handle: ({ deps }) => leaderboard.artistLeaderboard(deps),
  }),
};
