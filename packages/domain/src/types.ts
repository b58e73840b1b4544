/**
 * API shapes (SPEC section 3), inferred from the answer schemas of
 * answers.ts, which the OpenAPI document publishes.
 */
import type { z } from 'zod';
import type * as answers from './answers';

export type UserSummary = z.infer<typeof answers.userSummaryAnswer>;
export type User = z.infer<typeof answers.userAnswer>;
export type Relationship = z.infer<typeof answers.relationshipAnswer>;
export type FollowRequest = z.infer<typeof answers.followRequestAnswer>;
export type GuestAppearance = z.infer<typeof answers.guestAppearanceAnswer>;
export type ShowPhoto = z.infer<typeof answers.showPhotoAnswer>;
export type Show = z.infer<typeof answers.showAnswer>;
export type ShowComment = z.infer<typeof answers.showCommentAnswer>;
export type ArtistStat = z.infer<typeof answers.artistStatAnswer>;
export type ArtistResponse = z.infer<typeof answers.artistResponseAnswer>;
export type City = z.infer<typeof answers.cityAnswer>;
export type ArtistInsight = z.infer<typeof answers.artistInsightAnswer>;
export type CityInsight = z.infer<typeof answers.cityInsightAnswer>;
export type FavoriteArtist = z.infer<typeof answers.favoriteArtistAnswer>;
export type MostSeenArtist = z.infer<typeof answers.mostSeenArtistAnswer>;
export type MostVisitedCity = z.infer<typeof answers.mostVisitedCityAnswer>;
export type WantToSeeEntry = z.infer<typeof answers.wantToSeeEntryAnswer>;
export type Notification = z.infer<typeof answers.notificationAnswer>;
export type UnreadCount = z.infer<typeof answers.unreadCountAnswer>;
export type LeaderboardUser = z.infer<typeof answers.leaderboardUserAnswer>;
export type ArtistLeaderboardEntry = z.infer<typeof answers.artistLeaderboardEntryAnswer>;
export type AuthResponse = z.infer<typeof answers.authResponseAnswer>;
export type GigGoer = z.infer<typeof answers.gigGoerAnswer>;
export type AlsoThere = z.infer<typeof answers.alsoThereAnswer>;
export type FestivalRef = z.infer<typeof answers.festivalRefAnswer>;
