/**
 * The answer shapes of personal access tokens, as zod schemas beside
 * answers.ts; schemas/tokens.ts infers its types from them.
 */
import { z } from 'zod';
import { answer, id, timestamp } from './answer-fields';
import { API_TOKEN_PREFIX, TOKEN_SCOPES } from './constants';

/** A token as listed: never its secret. */
export const apiTokenAnswer = answer('ApiToken', {
  id,
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable().describe('null: never used'),
  expiresAt: timestamp.nullable().describe('null: it does not expire'),
});

/** A token just made: its secret is in this answer, and only there. */
export const createdApiTokenAnswer = answer('CreatedApiToken', {
  ...apiTokenAnswer.shape,
  token: z
    .string()
    .describe(
      `The secret (${API_TOKEN_PREFIX}...), shown this once: send it as \`Authorization: Bearer <token>\``,
    ),
});
