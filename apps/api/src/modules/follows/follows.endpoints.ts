import { z } from 'zod';
import { idParamSchema, userSummaryAnswer } from '@gigrank/domain';
import * as follows from './follows.service';
import { endpoint } from '../../endpoints/endpoint';
import { userListEndpoint } from '../../endpoints/shapes';

const userIdInput = z.object({ userId: idParamSchema });

/**
 * Follows: who follows whom. On REST the follower is the path's `:id`, held
 * to the session's user (a private account is asked instead: 202 requested).
 */
export const followsEndpoints = {
  followers: userListEndpoint('followers', follows.listFollowers, z.array(userSummaryAnswer)),
  following: userListEndpoint('following', follows.listFollowing, z.array(userSummaryAnswer)),
  /** Whether the session user follows `userId`; REST answers 404 when not (SPEC section 7). */
  status: endpoint({
    kind: 'query',
    output: z.object({ following: z.boolean() }),
    input: userIdInput,
    handle: async ({ deps, owner }, input) => ({
      following: await follows.isFollowing(deps, owner, input.userId),
    }),
    rest: {
      method: 'GET',
      path: '/api/users/:id/following/:userId',
      owner: 'id',
      ownerOnly: 'followStatus',
      reply: (result) =>
        result.following ? {} : { status: 404, body: { message: 'Not following' } },
      answer: z.object({ following: z.boolean() }),
    },
  }),
  follow: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: z.object({ following: z.boolean(), status: z.enum(['following', 'requested']) }),
    input: userIdInput,
    handle: ({ deps, user, owner }, input) => follows.follow(deps, user, owner, input.userId),
    rest: {
      method: 'POST',
      path: '/api/users/:id/following/:userId',
      owner: 'id',
      reply: (result) => (result.status === 'requested' ? { status: 202 } : {}),
      statuses: [200, 202],
    },
  }),
  unfollow: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: z.object({ following: z.boolean() }),
    input: userIdInput,
    rest: { method: 'DELETE', path: '/api/users/:id/following/:userId', owner: 'id' },
    handle: ({ deps, user, owner }, input) => follows.unfollow(deps, user, owner, input.userId),
  }),
};
