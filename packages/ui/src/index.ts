export { UserAvatar, type UserAvatarProps } from './UserAvatar';
export { UserIdentity, type UserIdentityProps } from './UserIdentity';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { PageMessage, type PageMessageProps } from './PageMessage';
export {
  ScoreBadge,
  ScoreWithVerdict,
  VerdictLabel,
  scoreColor,
  SCORE_BAND_COLORS,
  VERDICT_COLORS,
  type ScoreBadgeProps,
} from './score';
export { ShowCard, ShowCardSkeleton, type ShowCardProps } from './ShowCard';
export {
  SHOW_CARD_THUMBNAILS,
  type ShowCardLinkRenderer,
  type ShowCardShowLinkRenderer,
  type ShowCardVenueLinkRenderer,
} from './show-card-parts';
export {
  showCardFacts,
  verdictRating,
  type ShowCardFacts,
  type ShowCardVariant,
} from './show-card-facts';
export { CountButton, LikeButton, type CountButtonProps, type LikeButtonProps } from './LikeButton';
export { RankedShowRow, type RankedShowRowProps } from './RankedShowRow';
export {
  LeaderboardPosition,
  LeaderboardRow,
  LeaderboardRowSkeleton,
  leaderboardMedal,
  MEDAL_COLORS,
  type LeaderboardRowProps,
} from './LeaderboardRow';
export { StatCard, type StatCardProps } from './StatCard';
export { tone } from './tokens';
export { GlobalRankBadge } from './GlobalRankBadge';
export { ShowCardAlsoThere, gigOf } from './ShowCardAlsoThere';
export { LabelledText } from './LabelledText';
