// The social feature's public face: following, reporting and liking.
export { FollowButton, PROFILE_PENDING_LABELS } from './FollowButton';
export { ReportButton } from './ReportButton';
export { useLikeShow } from './use-like-show';
