import { apiTokenAnswer, createdApiTokenAnswer, tokenCreateSchema } from '@gigrank/domain';
import * as tokens from './tokens.service';
import { createEndpoint, deleteByIdEndpoint, ownListEndpoint } from '../../endpoints/shapes';

/** Personal access tokens: made, listed and revoked by a signed-in session only (policy/scopes.ts). */
export const tokensEndpoints = {
  list: ownListEndpoint('/api/tokens', tokens.listApiTokens, apiTokenAnswer, 'session'),
  create: createEndpoint(
    '/api/tokens',
    tokenCreateSchema,
    tokens.createApiToken,
    createdApiTokenAnswer,
    'session',
  ),
  revoke: deleteByIdEndpoint('/api/tokens/:id', tokens.revokeApiToken, 'session'),
};
