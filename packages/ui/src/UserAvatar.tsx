import { Avatar, useMantineTheme, type AvatarProps } from '@mantine/core';
import { firstLetter } from '@gigrank/domain';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  displayName: string;
  profilePicture?: string | null;
  /**
   * Hidden from assistive technology: where the name is written beside it
   * (a link named by what it shows reads the name once, not its initial first).
   */
  decorative?: boolean;
}

/** The user's picture, or the first letter of their display name when there is none. */
export function UserAvatar({
  displayName,
  profilePicture,
  color,
  decorative = false,
  ...props
}: UserAvatarProps) {
  const theme = useMantineTheme();
  return (
    <Avatar
      src={profilePicture || null}
      alt={displayName}
      variant="filled"
      color={color ?? theme.primaryColor}
      aria-hidden={decorative || undefined}
      {...props}
    >
      {firstLetter(displayName)}
    </Avatar>
  );
}

/** A user's name and picture as UserAvatar takes them: `<UserAvatar {...avatarOf(user)} />`. */
export function avatarOf({
  displayName,
  profilePicture,
}: Pick<UserAvatarProps, 'displayName' | 'profilePicture'>) {
  return { displayName, profilePicture };
}
