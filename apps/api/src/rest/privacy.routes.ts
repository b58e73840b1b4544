import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@gigrank/domain';
import type { AppDeps } from '../http/deps';
import * as privacy from '../services/privacy.service';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const otherParams = z.object({ id: idParamSchema, userId: idParamSchema });
const requestParams = z.object({
  id: idParamSchema,
  requesterId: idParamSchema,
  answer: z.enum(['approve', 'decline'], { message: 'Answer must be approve or decline' }),
});

/** Follow requests, blocks, mutes and where the session user stands with someone. */
export async function privacyRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/users/:id/relationship/:userId', async (request) => {
    const user = await requireUser(request);
    const { id, userId } = parse(otherParams, request.params);
    return privacy.relationship(deps, user, id, userId);
  });

  app.get('/api/users/:id/follow-requests', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return privacy.listFollowRequests(deps, user, id);
  });

  app.post('/api/users/:id/follow-requests/:requesterId/:answer', async (request) => {
    const user = await requireUser(request);
    const { id, requesterId, answer } = parse(requestParams, request.params);
    return privacy.answerFollowRequest(deps, user, id, requesterId, answer);
  });

  for (const kind of ['blocks', 'mutes'] as const) {
    const set = kind === 'blocks' ? privacy.setBlock : privacy.setMute;
    app.get(`/api/users/:id/${kind}`, async (request) => {
      const user = await requireUser(request);
      const { id } = parse(idParams, request.params);
      return privacy.listRelations(deps, user, id, kind);
    });
    app.post(`/api/users/:id/${kind}/:userId`, async (request) => {
      const user = await requireUser(request);
      const { id, userId } = parse(otherParams, request.params);
      return set(deps, user, id, userId, true);
    });
    app.delete(`/api/users/:id/${kind}/:userId`, async (request) => {
      const user = await requireUser(request);
      const { id, userId } = parse(otherParams, request.params);
      return set(deps, user, id, userId, false);
    });
  }
}
