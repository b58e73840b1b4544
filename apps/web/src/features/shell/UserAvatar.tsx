import { firstLetter } from '@gigrank/domain';
import { Avatar, type AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  displayName: string;
  profilePicture: string | null | undefined;
}

/** A user's picture, or the first letter of the display name when there is none. */
export function UserAvatar({ displayName, profilePicture, ...props }: UserAvatarProps) {
  return (
    <Avatar
      src={profilePicture || null}
      alt={displayName}
      color="encore"
      variant="filled"
      radius="xl"
      {...props}
    >
      {firstLetter(displayName)}
    </Avatar>
  );
}
