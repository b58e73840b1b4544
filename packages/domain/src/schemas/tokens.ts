/**
 * Personal access tokens: what a tool outside the app signs in with, each
 * with the scopes it may act in. A token is shown once; only its hash is kept.
 */
import { z } from 'zod';
import { requiredText, wholeNumber } from './fields';

/**
 * What a token may do: `read`, whatever its user may read; `shows:write`, shows,
 * sets, setlists, scores, placement and imports; `social:write`, follows, likes,
 * comments, Want to See, plans, reports, blocks and mutes; `profile:write`, the
 * profile's fields and privacy settings. Changing the password, deleting the
 * account, signing in or out and managing tokens need a signed-in session,
 * whatever a token's scopes.
 */
export const TOKEN_SCOPES = ['read', 'shows:write', 'social:write', 'profile:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The start of every token: secret scanners recognise a leaked one by it. */
export const API_TOKEN_PREFIX = 'gr_pat_';
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
    'An API token cannot do this: sign in to change the password, delete the account, or manage tokens and sessions',
  missingScope: (scope: TokenScope) => `This API token does not have the ${scope} scope`,
} as const;

/** POST /api/tokens and tRPC tokens.create. */
export const tokenCreateSchema = z.object({
  name: requiredText(TOKEN_MESSAGES.nameRequired, TOKEN_NAME_MAX, TOKEN_MESSAGES.nameMax, {
    label: 'Token name',
  }),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: TOKEN_MESSAGES.scopesRequired }), {
      error: TOKEN_MESSAGES.scopesRequired,
    })
    .min(1, TOKEN_MESSAGES.scopesRequired)
    .max(TOKEN_SCOPES.length * 2, TOKEN_MESSAGES.scopesRequired)
    // Each scope once, in the order of TOKEN_SCOPES.
    .transform((scopes) => TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresInDays: wholeNumber(1, TOKEN_EXPIRY_DAYS_MAX, TOKEN_MESSAGES.expiry).optional(),
});
export type TokenCreateInput = z.output<typeof tokenCreateSchema>;

/** A token as listed: never its secret. */
export interface ApiToken {
  id: number;
  name: string;
  scopes: TokenScope[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}
