import { ACTIVITY_SKELETON_CARDS, relativeTime, type Show } from '@gigrank/domain';
import { avatarOf, ShowCardSkeleton, UserAvatar } from '@gigrank/ui';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LinkedShowCard } from '../shows';
import { importEntryText, isImportEntry, type ImportEntry } from './feed-entry-text';
import classes from './Home.module.css';
import { busyRegion } from '../../components/busy-region';

/** A Home feed while its first answer loads: feed-card placeholders, announced as busy. */
export function FeedSkeleton() {
  return (
    <Stack gap="sm" {...busyRegion('Loading activity')}>
      {Array.from({ length: ACTIVITY_SKELETON_CARDS }, (_, i) => (
        <ShowCardSkeleton key={i} variant="feed" />
      ))}
    </Stack>
  );
}

/** An empty feed's way forward: a light, round link button, with its icon when given. */
export function FeedEmptyAction({
  to,
  icon: ActionIcon,
  children,
}: {
  to: '/add-show' | '/leaderboard';
  icon?: Icon;
  children: ReactNode;
}) {
  return (
    <Button
      renderRoot={(props) => <Link {...props} to={to} />}
      variant="light"
      radius="xl"
      leftSection={ActionIcon ? <ActionIcon size={16} aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}

/** A Home feed's entries, newest first, as a list named `label`. */
export function FeedList({ label, shows, now }: { label: string; shows: Show[]; now: number }) {
  return (
    <Stack gap="sm" component="ul" className={classes.plainList} aria-label={label}>
      {shows.map((show) => (
        <li key={show.id}>
          <FeedEntryCard show={show} now={now} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * One entry of a Home feed: a show's card, or an import's one line,
 * "Lena imported 20 shows" (imported shows are never cards of their own).
 */
function FeedEntryCard({ show, now }: { show: Show; now: number }) {
  return isImportEntry(show) ? (
    <ImportEntryCard entry={show} now={now} />
  ) : (
    <LinkedShowCard variant="feed" show={show} now={now} />
  );
}

/** "{name} imported N shows", linking to their profile, with when the import began. */
function ImportEntryCard({ entry, now }: { entry: ImportEntry; now: number }) {
  const text = importEntryText(entry);
  return (
    <Card
      component="article"
      aria-label={text}
      withBorder
      radius="lg"
      padding="md"
      className={classes.rowWithLink}
    >
      <Group gap="sm" wrap="nowrap">
        <UserAvatar {...avatarOf(entry.user)} radius="xl" size={40} aria-hidden />
        <Stack gap={0} miw={0}>
          <Text fw={700} c="bright">
            <Link
              to="/profile/$id"
              params={{ id: entry.user.id }}
              className={classes.stretchedLink}
            >
              {text}
            </Link>
          </Text>
          <Text fz="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
            {relativeTime(entry.createdAt, now)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
