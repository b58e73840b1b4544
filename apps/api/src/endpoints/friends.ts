import { z } from 'zod';
import {
  FEED_LIMIT,
  gigParamsSchema,
  idParamSchema,
  planInputSchema,
  planListFilterSchema,
} from '@gigrank/domain';
import * as following from '../services/following-feed.service';
import * as gigs from '../services/gigs.service';
import * as plans from '../services/plans.service';
import { parse } from '../rest/validate';
import { endpoint } from './endpoint';

// The friends around a show: the Following feed, gig pages, plans.

const feedInput = (limit: z.ZodNumber | z.ZodCoercedNumber) =>
  z.object({
    limit: limit.int().min(1).max(FEED_LIMIT).optional(),
    before: idParamSchema.optional(),
  });

/** The feed's REST query: its numbers come as text. */
const feedQuery = feedInput(z.coerce.number());
const idParams = z.object({ id: idParamSchema });

export const followingEndpoints = {
  /** Shows of the people you follow, newest first; their upcoming plans on the first page. */
  feed: endpoint({
    kind: 'query',
    input: feedInput(z.number()),
    rest: {
      method: 'GET',
      path: '/api/feed/following',
      input: (fields) => parse(feedQuery, fields),
    },
    handle: ({ deps, user }, input) => following.followingFeed(deps, user, input),
  }),
};

export const gigsEndpoints = {
  /** Everyone's shows of a gig (artist, city, date) the viewer may see. */
  page: endpoint({
    kind: 'query',
    input: gigParamsSchema,
    rest: { method: 'GET', path: '/api/gigs/:artistId/:cityId/:date' },
    handle: ({ deps, user }, input) => gigs.gigPage(deps, user.id, input),
  }),
};

export const plansEndpoints = {
  /** A user's plans not yet logged (their followers and themselves only); `artist`: one artist's. */
  list: endpoint({
    kind: 'query',
    input: planListFilterSchema.extend({ userId: idParamSchema }),
    rest: {
      method: 'GET',
      path: '/api/users/:id/plans',
      // The path's user is read before the filter.
      input: (fields) => ({
        userId: parse(idParams, fields).id,
        ...parse(planListFilterSchema, fields),
      }),
    },
    handle: ({ deps, user }, { userId, ...filter }) => plans.listPlans(deps, user, userId, filter),
  }),
  create: endpoint({
    kind: 'mutation',
    input: planInputSchema,
    rest: { method: 'POST', path: '/api/plans', status: 201 },
    handle: ({ deps, user }, input) => plans.createPlan(deps, user, input),
  }),
  /** REST answers 204 with no body. */
  remove: endpoint({
    kind: 'mutation',
    input: z.object({ id: idParamSchema }),
    rest: { method: 'DELETE', path: '/api/plans/:id', status: 204 },
    handle: async ({ deps, user }, input) => {
      await plans.removePlan(deps, user, input.id);
      return { success: true };
    },
  }),
};
