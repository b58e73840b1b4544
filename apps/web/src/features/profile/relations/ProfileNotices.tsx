import { Button, Stack, Text, ThemeIcon, Title, type MantineSpacing } from '@mantine/core';
import { IconBan, IconLock, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRelationActions } from './use-relation-actions';
import { SectionCard } from '../../../components/section-card';

/**
 * In place of the stat cards and tabs of a private account the viewer does
 * not follow: what they can do about it (the header's Follow button).
 */
export function PrivateProfileNotice({ requested }: { requested: boolean }) {
  return (
    <NoticeCard titleId="private-account-title" gap="xs" icon={IconLock} color="midnight">
      <Title order={2} fz="lg" id="private-account-title">
        This account is private
      </Title>
      <Text c="dimmed" fz="sm" maw={360}>
        {requested
          ? 'Your follow request is waiting. You will see their shows once they approve it.'
          : 'Follow to see their shows'}
      </Text>
    </NoticeCard>
  );
}

/** A profile the viewer blocked: nothing of theirs shows until unblocked. */
export function BlockedProfile({ user }: { user: { id: number } }) {
  // The name is not readable in a block: the toasts say 'this user'.
  const actions = useRelationActions({ id: user.id, displayName: 'this user' });
  return (
    <NoticeCard
      titleId="blocked-title"
      gap="sm"
      icon={IconBan}
      color="red"
      actions={
        <Stack gap="xs" align="center">
          <Button radius="xl" onClick={actions.unblock} loading={actions.unblocking}>
            Unblock
          </Button>
          <Button
            size="xs"
            variant="subtle"
            renderRoot={(props) => <Link {...props} to="/profile" />}
          >
            Go to your profile
          </Button>
        </Stack>
      }
    >
      <Title order={1} fz="xl" id="blocked-title">
        You blocked this user
      </Title>
      <Text c="dimmed" fz="sm" maw={380}>
        You don&apos;t see each other&apos;s profiles or shows. Unblock them to see theirs again;
        follows removed by the block do not come back.
      </Text>
    </NoticeCard>
  );
}

/** A centred notice in place of a profile's content: a large icon, its heading and text, then what can be done. */
function NoticeCard({
  titleId,
  gap,
  icon: NoticeIcon,
  color,
  actions,
  children,
}: {
  titleId: string;
  gap: MantineSpacing;
  icon: Icon;
  color: string;
  /** What the viewer can do, under the text. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard titleId={titleId} padding="xl">
      <Stack align="center" ta="center" gap={gap}>
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          <NoticeIcon size={28} />
        </ThemeIcon>
        {children}
        {actions}
      </Stack>
    </SectionCard>
  );
}
