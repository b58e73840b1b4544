import { tokenCreateSchema } from '@gigrank/domain';
import * as tokens from './tokens.service';
import { createEndpoint, deleteByIdEndpoint, endpoint, noInput } from '../../endpoints/endpoint';

/** Personal access tokens: made, listed and revoked by a signed-in session only (policy/scopes.ts). */
export const tokensEndpoints = {
  list: endpoint({
    kind: 'query',
    input: noInput,
    rest: { method: 'GET', path: '/api/tokens' },
    handle: ({ deps, user }) => tokens.listApiTokens(deps, user),
  }),
  create: createEndpoint('/api/tokens', tokenCreateSchema, tokens.createApiToken),
  revoke: deleteByIdEndpoint('/api/tokens/:id', tokens.revokeApiToken),
};
