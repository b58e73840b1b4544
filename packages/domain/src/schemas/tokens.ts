/**
 * Personal access tokens: what a tool outside the app signs in with, each
 * with the scopes it may act in. A token is shown once; only its hash is kept.
 */
import { z } from 'zod';
import { choiceList, requiredText, wholeNumber } from './fields';
import type { apiTokenAnswer, createdApiTokenAnswer } from '../answers-tokens';
import { TOKEN_SCOPES, type TokenScope } from '../constants';

const TOKEN_NAME_MAX = 60;
/** Tokens one account may hold at once. */
export const TOKENS_PER_USER_MAX = 50;
const TOKEN_EXPIRY_DAYS_MAX = 366;

export const TOKEN_MESSAGES = {
  nameRequired: 'Token name is required',
  nameMax: `Token name must be at most ${TOKEN_NAME_MAX} characters`,
  scopesRequired: 'Choose at least one scope: read, shows:write, social:write or profile:write',
  expiry: `Expiry must be a whole number of days from 1 to ${TOKEN_EXPIRY_DAYS_MAX}`,
  tooMany: `An account holds at most ${TOKENS_PER_USER_MAX} tokens: revoke one first`,
  notFound: 'Token not found',
  invalid: 'Invalid, expired or revoked API token',
  sessionOnly:
    'An API token cannot do this: sign in to change the password, delete the account, or manage tokens, webhooks and sessions',
  missingScope: (scope: TokenScope) => `This API token does not have the ${scope} scope`,
} as const;

/** POST /api/tokens and tRPC tokens.create. */
export const tokenCreateSchema = z.object({
  name: requiredText(TOKEN_MESSAGES.nameRequired, TOKEN_NAME_MAX, TOKEN_MESSAGES.nameMax, {
    label: 'Token name',
  }),
  scopes: choiceList(TOKEN_SCOPES, TOKEN_MESSAGES.scopesRequired),
  expiresInDays: wholeNumber(1, TOKEN_EXPIRY_DAYS_MAX, TOKEN_MESSAGES.expiry).optional(),
});
export type TokenCreateInput = z.output<typeof tokenCreateSchema>;

/** A token as listed: never its secret. */
export type ApiToken = z.infer<typeof apiTokenAnswer>;
/** A token just made: its secret is in this answer, and only there. */
export type CreatedApiToken = z.infer<typeof createdApiTokenAnswer>;
