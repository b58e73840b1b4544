import { Group, Stack, Text, type GroupProps } from '@mantine/core';
import type { UserSummary } from '@gigrank/domain';
import type { ReactNode } from 'react';
import { UserAvatar } from './UserAvatar';

export interface UserIdentityProps extends Omit<GroupProps, 'children'> {
  user: Pick<UserSummary, 'displayName' | 'username' | 'profilePicture'>;
  avatarSize?: number;
  /**
   * The display name wraps onto as many lines as it needs instead of being
   * cut with an ellipsis: where the name is what the row is for (a leaderboard).
   */
  wrapName?: boolean;
  /** More lines under the handle (counts...). */
  children?: ReactNode;
}

/**
 * Who a user is at a glance: the avatar, the display name and the @handle,
 * both cut short with an ellipsis when the space is narrow (the name wraps
 * instead with `wrapName`). Inline elements throughout, so that it can sit
 * inside a link, which it names ('Ana P @ana_p': the avatar is hidden from
 * assistive technology, the name being beside it).
 */
export function UserIdentity({
  user,
  avatarSize = 40,
  wrapName = false,
  children,
  ...props
}: UserIdentityProps) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0} component="span" {...props}>
      <UserAvatar
        displayName={user.displayName}
        profilePicture={user.profilePicture}
        radius="xl"
        size={avatarSize}
        decorative
      />
      <Stack gap={0} miw={0} component="span">
        <Text
          fw={700}
          c="bright"
          component="span"
          data-part="name"
          {...(wrapName ? { style: { overflowWrap: 'anywhere' } } : { truncate: 'end' })}
        >
          {user.displayName}
        </Text>
        <Text fz="xs" c="dimmed" truncate="end" component="span">
          @{user.username}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}
