import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRelationActions } from './use-relation-actions';
import { SectionCard } from '../../../components/section-card';

/**
 * In place of the stat cards and tabs of a private account the viewer does
 * not follow: what they can do about it (the header's Follow button).
 */
export function PrivateProfileNotice({ requested }: { requested: boolean }) {
  return (
    <SectionCard titleId="private-account-title" padding="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="midnight" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg" id="private-account-title">
          This account is private
        </Title>
        <Text c="dimmed" fz="sm" maw={360}>
          {requested
            ? 'Your follow request is waiting. You will see their shows once they approve it.'
            : 'Follow to see their shows'}
        </Text>
      </Stack>
    </SectionCard>
  );
}

/** A profile the viewer blocked: nothing of theirs shows until unblocked. */
export function BlockedProfile({ user }: { user: { id: number } }) {
  // The name is not readable in a block: the toasts say 'this user'.
  const actions = useRelationActions({ id: user.id, displayName: 'this user' });
  return (
    <SectionCard titleId="blocked-title" padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconBan size={28} />
        </ThemeIcon>
        <Title order={1} fz="xl" id="blocked-title">
          You blocked this user
        </Title>
        <Text c="dimmed" fz="sm" maw={380}>
          You don&apos;t see each other&apos;s profiles or shows. Unblock them to see theirs again;
          follows removed by the block do not come back.
        </Text>
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
      </Stack>
    </SectionCard>
  );
}
