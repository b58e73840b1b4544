import { Avatar, useMantineTheme, type AvatarProps } from '@mantine/core';
import { firstLetter } from '@gigrank/domain';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  displayName: string;
  profilePicture?: string | null;
}

/** The user's picture, or the first letter of their display name when there is none. */
export function UserAvatar({ displayName, profilePicture, color, ...props }: UserAvatarProps) {
  const theme = useMantineTheme();
  return (
    <Avatar
      src={profilePicture || null}
      alt={displayName}
      variant="filled"
      color={color ?? theme.primaryColor}
      {...props}
    >
      {firstLetter(displayName)}
    </Avatar>
  );
}
