import { z } from 'zod';
import {
  idParamSchema,
  wantToSeeSchema,
  wantToSeeEntryAnswer,
  successAnswer,
} from '@gigrank/domain';
import * as wantToSee from './want-to-see.service';
import { endpoint } from '../../endpoints/endpoint';

/** The session user's Want to See list (writes), anyone's (reads). */
export const wantToSeeEndpoints = {
  list: endpoint({
    kind: 'query',
    output: z.array(wantToSeeEntryAnswer),
    input: z.object({ userId: idParamSchema }),
    rest: { method: 'GET', path: '/api/users/:id/want-to-see', params: { id: 'userId' } },
    handle: ({ deps, user }, input) => wantToSee.listWantToSee(deps, user.id, input.userId),
  }),
  add: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: wantToSeeEntryAnswer,
    input: wantToSeeSchema,
    rest: {
      method: 'POST',
      path: '/api/users/:id/want-to-see',
      owner: 'id',
      ownerOnly: 'list',
      status: 201,
    },
    handle: ({ deps, user }, input) => wantToSee.addWantToSee(deps, user, input.artistName),
  }),
  remove: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: successAnswer,
    input: wantToSeeSchema,
    rest: {
      method: 'DELETE',
      path: '/api/users/:id/want-to-see/:artistName',
      owner: 'id',
      ownerOnly: 'list',
    },
    handle: ({ deps, user }, input) => wantToSee.removeWantToSee(deps, user, input.artistName),
  }),
};
