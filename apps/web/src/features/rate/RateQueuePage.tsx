import { pluralize, type Show } from '@gigrank/domain';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '@gigrank/ui';
import { IconArrowBackUp, IconCircleCheck, IconTrophy, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../auth';
import { PageHeader } from '../../components/PageHeader';
import { AnchorLink } from '../../components/AnchorLink';
import { useRankingSize } from '../shows';
import { QueryLoadError } from '../../components/QueryLoadError';
import { rankedLine } from './rate-queue';
import { RateShowCard } from './RateShowCard';
import { useRateQueue } from './use-rate-queue';
import classes from './RateQueue.module.css';
import { busyRegion } from '../../components/busy-region';

/** Where the show just rated landed: '{artist}: Ranked #4 of 42', said politely. */
function SavedPlace({ show }: { show: Show | null }) {
  const me = useCurrentUser();
  const total = useRankingSize(me.id);
  const line = show && total !== null ? rankedLine(show.rank, total) : null;
  return (
    <Text role="status" fz="sm" fw={700} c="encore" mb="sm" mih={22} data-testid="rate-place">
      {show ? (
        <Group component="span" gap={6} wrap="nowrap" display="flex" maw="100%">
          <IconTrophy size={16} aria-hidden style={{ flexShrink: 0 }} />
          {/* One line, cut with an ellipsis: the line changes while the count is read
              again ('saved, finding its place...'), and a second line would move the
              slider under a thumb already on its way to it. */}
          <span className={classes.placeLine}>
            <AnchorLink to="/show/$id" params={{ id: show.id }} c="inherit" inherit>
              {show.artist}
            </AnchorLink>
            : {line ?? 'saved, finding its place...'}
          </span>
        </Group>
      ) : null}
    </Text>
  );
}

function ProfileButton({ variant = 'filled' }: { variant?: 'filled' | 'subtle' }) {
  return (
    <Button
      component={Link}
      to="/profile"
      variant={variant}
      leftSection={<IconUser size={16} aria-hidden />}
    >
      Go to your profile
    </Button>
  );
}

/**
 * The "Rate your imported shows" queue: '{n} left', one unscored
 * show at a time with the score slider and its verdict, 'Save and next' and
 * 'Skip'; after each save the ranking updates and the line above the card
 * says where the show landed. 'All your shows are rated' once none is left.
 */
export function RateQueuePage() {
  const queue = useRateQueue();
  const { page, current, end, left } = queue;

  let body;
  if (page.isPending) {
    body = <Skeleton height={360} radius="lg" {...busyRegion('Loading your shows to rate')} />;
  } else if (page.isError && !page.data) {
    body = <QueryLoadError message="Failed to load the shows to rate" query={page} />;
  } else if (current) {
    body = (
      <RateShowCard
        key={current.id}
        show={current}
        saving={queue.saving}
        onSave={(score) => queue.rate(current, score)}
        onSkip={() => queue.skip(current)}
      />
    );
  } else if (end?.kind === 'done') {
    body = (
      <Paper withBorder radius="lg" p="md">
        <EmptyState
          icon={
            <IconCircleCheck size={40} aria-hidden color="var(--mantine-color-encore-filled)" />
          }
          title="All your shows are rated"
          description="Every show you imported has its score and its place in your ranking."
          action={<ProfileButton />}
        />
      </Paper>
    );
  } else if (end?.kind === 'skipped') {
    body = (
      <Paper withBorder radius="lg" p="md">
        <EmptyState
          title="You skipped the rest"
          description={`${pluralize(queue.skippedCount, 'show')} skipped this time. Rate them now or come back later.`}
          action={
            <Group gap="sm" justify="center">
              <Button
                onClick={queue.restart}
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
              >
                Go through the skipped shows
              </Button>
              <ProfileButton variant="subtle" />
            </Group>
          }
        />
      </Paper>
    );
  } else {
    // Between pages: the next one is on its way.
    body = <Skeleton height={360} radius="lg" {...busyRegion('Loading your shows to rate')} />;
  }

  return (
    <Stack gap={0} maw={640} mx="auto" w="100%" className={classes.page}>
      <PageHeader
        title="Rate your imported shows"
        caption={
          left === null ? (
            ' '
          ) : (
            <Text component="span" fw={700} c="bright" data-testid="rate-left">
              {left} left
            </Text>
          )
        }
      />
      <SavedPlace show={queue.lastSaved} />
      {body}
    </Stack>
  );
}
