export { UserAvatar, type UserAvatarProps } from './UserAvatar';
export { EmptyState, type EmptyStateProps } from './EmptyState';
