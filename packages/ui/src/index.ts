export { UserAvatar, type UserAvatarProps } from './UserAvatar';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export {
  ScoreBadge,
  ScoreWithVerdict,
  VerdictLabel,
  scoreColor,
  SCORE_BAND_COLORS,
  VERDICT_COLORS,
  type ScoreBadgeProps,
} from './score';
export {
  ShowCard,
  ShowCardSkeleton,
  SHOW_CARD_THUMBNAILS,
  type ShowCardProps,
  type ShowCardLinkRenderer,
} from './ShowCard';
export { RankedShowRow, type RankedShowRowProps } from './RankedShowRow';
export {
  FeedCard,
  FeedCardSkeleton,
  LikeButton,
  type FeedCardProps,
  type FeedCardShowLinkRenderer,
  type LikeButtonProps,
} from './FeedCard';
export {
  LeaderboardPosition,
  LeaderboardRow,
  LeaderboardRowSkeleton,
  leaderboardMedal,
  MEDAL_COLORS,
  type LeaderboardRowProps,
} from './LeaderboardRow';
export { StatCard, type StatCardProps } from './StatCard';
