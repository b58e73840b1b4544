/**
 * API shapes (SPEC section 3), inferred from the answer schemas of
 * answers.ts, which the OpenAPI document publishes.
 */
import type { z } from 'zod';
import type * as answers from './answers';

type Of<S extends z.ZodType> = z.infer<S>;

export type UserSummary = Of<typeof answers.userSummaryAnswer>;
export type User = Of<typeof answers.userAnswer>;
export type Relationship = Of<typeof answers.relationshipAnswer>;
export type FollowRequest = Of<typeof answers.followRequestAnswer>;
export type GuestAppearance = Of<typeof answers.guestAppearanceAnswer>;
export type ShowPhoto = Of<typeof answers.showPhotoAnswer>;
export type Show = Of<typeof answers.showAnswer>;
export type ShowComment = Of<typeof answers.showCommentAnswer>;
export type ArtistStat = Of<typeof answers.artistStatAnswer>;
export type ArtistResponse = Of<typeof answers.artistResponseAnswer>;
export type City = Of<typeof answers.cityAnswer>;
export type ArtistInsight = Of<typeof answers.artistInsightAnswer>;
export type CityInsight = Of<typeof answers.cityInsightAnswer>;
export type FavoriteArtist = Of<typeof answers.favoriteArtistAnswer>;
export type MostSeenArtist = Of<typeof answers.mostSeenArtistAnswer>;
export type MostVisitedCity = Of<typeof answers.mostVisitedCityAnswer>;
export type WantToSeeEntry = Of<typeof answers.wantToSeeEntryAnswer>;
export type NotificationType = Notification['type'];
export type Notification = Of<typeof answers.notificationAnswer>;
export type UnreadCount = Of<typeof answers.unreadCountAnswer>;
export type LeaderboardUser = Of<typeof answers.leaderboardUserAnswer>;
export type ArtistLeaderboardEntry = Of<typeof answers.artistLeaderboardEntryAnswer>;
export type AuthResponse = Of<typeof answers.authResponseAnswer>;
export type GigGoer = Of<typeof answers.gigGoerAnswer>;
export type AlsoThere = Of<typeof answers.alsoThereAnswer>;
export type FestivalRef = Of<typeof answers.festivalRefAnswer>;
