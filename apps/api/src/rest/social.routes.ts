import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, listPageSchema } from '@gigrank/domain';
import * as follows from '../services/follows.service';
import * as leaderboard from '../services/leaderboard.service';
import type { AppDeps } from '../http/deps';
import { assertOwner } from '../policy/access';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const edgeParams = z.object({ id: idParamSchema, userId: idParamSchema });
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

export async function socialRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/users/:id/followers', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return follows.listFollowers(deps, user.id, id, parse(listPageSchema, request.query));
  });

  app.get('/api/users/:id/following', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return follows.listFollowing(deps, user.id, id, parse(listPageSchema, request.query));
  });

  // Follow status: 200 when following, 404 when not (SPEC section 7).
  app.get('/api/users/:id/following/:userId', async (request, reply) => {
    const user = await requireUser(request);
    const { id, userId } = parse(edgeParams, request.params);
    assertOwner(user, id, 'followStatus');
    return (await follows.isFollowing(deps, id, userId))
      ? { following: true }
      : reply.status(404).send({ message: 'Not following' });
  });

  // A private account is asked instead: 202 { status: 'requested' }.
  app.post('/api/users/:id/following/:userId', async (request, reply) => {
    const user = await requireUser(request);
    const { id, userId } = parse(edgeParams, request.params);
    const result = await follows.follow(deps, user, id, userId);
    return result.status === 'requested' ? reply.status(202).send(result) : result;
  });

  app.delete('/api/users/:id/following/:userId', async (request) => {
    const user = await requireUser(request);
    const { id, userId } = parse(edgeParams, request.params);
    return follows.unfollow(deps, user, id, userId);
  });

  // Ordered users; `limit` with `offset` (or 1-based `page`) loads the next rows.
  // X-Next-Offset tells where the next page starts (absent on the last page).
  app.get('/api/leaderboard', async (request, reply) => {
    const user = await requireUser(request);
    const { limit, offset, page } = parse(pageQuery, request.query);
    const size = limit ?? leaderboard.LEADERBOARD_PAGE_DEFAULT;
    const result = await leaderboard.userLeaderboard(deps, user.id, {
      limit: size,
      offset: offset ?? (page ? (page - 1) * size : 0),
    });
    if (result.nextOffset !== null) reply.header('X-Next-Offset', String(result.nextOffset));
    return result.users;
  });

  app.get('/api/artist-leaderboard', async (request) => {
    await requireUser(request);
    return leaderboard.artistLeaderboard(deps);
  });
}
