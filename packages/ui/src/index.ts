export { UserAvatar, avatarOf } from './UserAvatar';
export { UserIdentity } from './UserIdentity';
export { EmptyState } from './EmptyState';
export { PageMessage } from './PageMessage';
export { ScoreBadge, VerdictLabel, scoreColor } from './score';
export { ShowCard, ShowCardSkeleton, type ShowCardProps } from './ShowCard';
export type { ShowCardShowLinkRenderer, ShowCardVenueLinkRenderer } from './show-card-parts';
export { verdictRating, type ShowCardVariant } from './show-card-facts';
export { RankedShowRow } from './RankedShowRow';
export {
  LeaderboardPosition,
  LeaderboardRow,
  LeaderboardRowSkeleton,
  leaderboardMedal,
} from './LeaderboardRow';
export { StatCard, type StatCardProps } from './StatCard';
export { tone } from './tokens';
export { GlobalRankBadge } from './GlobalRankBadge';
export { ShowCardAlsoThere } from './ShowCardAlsoThere';
export { LabelledText } from './LabelledText';
export { RowCard } from './RowCard';
export { PersonRowSkeleton } from './PersonRowSkeleton';
export { PhotoProcessing } from './PhotoProcessing';
