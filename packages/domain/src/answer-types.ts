/**
 * API shapes the API and db packages used to declare themselves, beside
 * types.ts: inferred from the answer schemas of answers-profile.ts and
 * answers-shows.ts, which the OpenAPI document publishes.
 */
import type { z } from 'zod';
import type * as profile from './answers-profile';
import type * as shows from './answers-shows';

/** A row of the user leaderboard, with its place. */
export type RankedLeaderboardUser = z.infer<typeof profile.rankedLeaderboardUserAnswer>;
/** A page of the user leaderboard (packages/db userLeaderboardPage). */
export type LeaderboardPage = z.infer<typeof profile.leaderboardPageAnswer>;
/** Someone who loved a recommended artist. */
export type Lover = z.infer<typeof profile.loverAnswer>;
/** An artist of For You, and why. */
export type Recommendation = z.infer<typeof profile.recommendationAnswer>;
/** The Wrapped card of a year, or of all time. */
export type WrappedData = z.infer<typeof profile.wrappedDataAnswer>;
/** A show's like, after a like or unlike. */
export type LikeState = z.infer<typeof shows.likeStateAnswer>;
