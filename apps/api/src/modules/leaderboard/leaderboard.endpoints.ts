import {
  leaderboardPageAnswer,
  artistLeaderboardEntryAnswer,
  rankedLeaderboardUserAnswer,
} from '@gigrank/domain';
import { z } from 'zod';
import * as leaderboard from './leaderboard.service';
import { parse } from '../../rest/validate';
import { endpoint, noInput } from '../../endpoints/endpoint';
import { lenientInt } from '../../inputs';

/** REST pages by `limit` with `offset`, or a 1-based `page`; a bad number reads as none. */
const pageQuery = z.object({
  limit: lenientInt(1, leaderboard.LEADERBOARD_PAGE_MAX),
  offset: lenientInt(0, 1_000_000),
  page: lenientInt(1, 100_000),
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
