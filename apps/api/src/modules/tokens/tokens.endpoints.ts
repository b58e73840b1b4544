import { apiTokenAnswer, createdApiTokenAnswer, tokenCreateSchema } from '@gigrank/domain';
import { z } from 'zod';
import * as tokens from './tokens.service';
import { createEndpoint, deleteByIdEndpoint, endpoint, noInput } from '../../endpoints/endpoint';

/** Personal access tokens: made, listed and revoked by a signed-in session only (policy/scopes.ts). */
export const tokensEndpoints = {
  list: endpoint({
    kind: 'query',
    scope: 'session',
    output: z.array(apiTokenAnswer),
    input: noInput,
    rest: { method: 'GET', path: '/api/tokens' },
    handle: ({ deps, user }) => tokens.listApiTokens(deps, user),
  }),
  create: createEndpoint(
    '/api/tokens',
    tokenCreateSchema,
    tokens.createApiToken,
    createdApiTokenAnswer,
    'session',
  ),
  revoke: deleteByIdEndpoint('/api/tokens/:id', tokens.revokeApiToken, 'session'),
};
