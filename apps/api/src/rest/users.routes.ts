import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@gigrank/domain';
import * as users from '../services/users.service';
import type { AppDeps } from '../http/deps';
import { usernameLookupSchema, peopleSearchSchema } from '../params';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });

export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/users', async (request) => {
    const user = await requireUser(request);
    const { q, limit } = parse(peopleSearchSchema, request.query);
    return users.listUsers(deps, user.id, q, limit);
  });

  app.get('/api/users/by-username/:username', async (request) => {
    const user = await requireUser(request);
    const { username } = parse(usernameLookupSchema, request.params);
    return users.userIdByUsername(deps, user.id, username);
  });

  app.get('/api/users/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return users.getUser(deps, user.id, id);
  });
}
