import type { User } from '@gigrank/domain';
import { UserAvatar } from '@gigrank/ui';
import { ActionIcon, Indicator, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconBell, IconSearch } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import classes from './AvatarMenu.module.css';

export interface HeaderButtonsProps {
  user: User;
  /** The unread badge ('' or 0 hides it). */
  badge: number | string;
  onSearch: () => void;
  onNotifications: () => void;
  /** A hover or focus on a button: its dialog's code can start loading. */
  onSearchIntent?: () => void;
  onNotificationsIntent?: () => void;
  /** Wraps a button in its tooltip (the enhanced header); plain otherwise. */
  withTooltip?: (label: string, button: ReactElement) => ReactNode;
  /** The account control: the avatar button, or the menu around it. */
  account: ReactNode;
}

const noTooltip = (_label: string, button: ReactElement) => button;

/**
 * The header's buttons: Search artists, Notifications (with the unread badge)
 * and the account control. Rendered plain for the first paint, then with
 * tooltips and the account menu once their code has loaded (same layout).
 */
export function HeaderButtons({
  badge,
  onSearch,
  onNotifications,
  onSearchIntent,
  onNotificationsIntent,
  withTooltip = noTooltip,
  account,
}: HeaderButtonsProps) {
  return (
    <>
      {withTooltip(
        'Search artists',
        <ActionIcon
          variant="subtle"
          color="ink"
          size="lg"
          radius="xl"
          aria-label="Search artists"
          onClick={onSearch}
          onPointerEnter={onSearchIntent}
          onFocus={onSearchIntent}
        >
          <IconSearch size={20} stroke={1.8} />
        </ActionIcon>,
      )}
      {withTooltip(
        'Notifications',
        <Indicator
          label={<span data-testid="notifications-badge">{badge}</span>}
          disabled={!badge}
          size={18}
          offset={6}
          color="encore"
          withBorder
          styles={{ indicator: { fontWeight: 800, fontSize: 10, paddingInline: 4 } }}
        >
          <ActionIcon
            variant="subtle"
            color="ink"
            size="lg"
            radius="xl"
            aria-label={badge ? `Notifications (${badge} unread)` : 'Notifications'}
            onClick={onNotifications}
            onPointerEnter={onNotificationsIntent}
            onFocus={onNotificationsIntent}
          >
            <IconBell size={20} stroke={1.8} />
          </ActionIcon>
        </Indicator>,
      )}
      {account}
    </>
  );
}

/** The signed-in user's avatar as the account button (Menu.Target adds its handlers and ref). */
export function AvatarButton({
  user,
  ...others
}: { user: User } & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.trigger} aria-label="Account menu" {...others}>
      <UserAvatar displayName={user.displayName} profilePicture={user.profilePicture} size={36} />
    </UnstyledButton>
  );
}
