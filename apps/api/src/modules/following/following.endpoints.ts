import { z } from 'zod';
import { FEED_LIMIT, idParamSchema, followingFeedPageAnswer } from '@gigrank/domain';
import * as following from './following.service';
import { parse } from '../../rest/validate';
import { endpoint } from '../../endpoints/endpoint';

const feedInput = (limit: z.ZodNumber | z.ZodCoercedNumber) =>
  z.object({
    limit: limit.int().min(1).max(FEED_LIMIT).optional(),
    before: idParamSchema.optional(),
  });

/** The feed's REST query: its numbers come as text. */
const feedQuery = feedInput(z.coerce.number());

export const followingEndpoints = {
  /** Shows of the people you follow, newest first; their upcoming plans on the first page. */
  feed: endpoint({
    kind: 'query',
    output: followingFeedPageAnswer,
    input: feedInput(z.number()),
    rest: {
      method: 'GET',
      path: '/api/feed/following',
      fields: feedQuery,
      input: (fields) => parse(feedQuery, fields),
    },
    handle: ({ deps, user }, input) => following.followingFeed(deps, user, input),
  }),
};
