import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { artistNameSchema, idParamSchema, wantToSeeSchema } from '@gigrank/domain';
import * as wantToSee from '../services/want-to-see.service';
import type { AppDeps } from '../http/deps';
import { assertOwner } from '../policy/access';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const entryParams = z.object({ id: idParamSchema, artistName: artistNameSchema });

export async function wantToSeeRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/users/:id/want-to-see', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return wantToSee.listWantToSee(deps, user.id, id);
  });

  app.post('/api/users/:id/want-to-see', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    assertOwner(user, id, 'list');
    const { artistName } = parse(wantToSeeSchema, request.body ?? {});
    return reply.status(201).send(await wantToSee.addWantToSee(deps, user, artistName));
  });

  app.delete('/api/users/:id/want-to-see/:artistName', async (request) => {
    const user = await requireUser(request);
    const { id, artistName } = parse(entryParams, request.params);
    assertOwner(user, id, 'list');
    return wantToSee.removeWantToSee(deps, user, artistName);
  });
}
