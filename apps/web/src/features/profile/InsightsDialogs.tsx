import { LIST_PAGE_SIZE, pluralize, roundAverage, type User } from '@gigrank/domain';
import { Badge, Group, Modal, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { EmptyState, LeaderboardPosition, ScoreBadge } from '@gigrank/ui';
import { IconChartBar, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadMoreButton } from '../../lib/load-more-button';
import { nextOffset, pagedRows } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { AnchorLink } from '../shows/show-page/AnchorLink';
import { LoadError } from '../social/LoadError';
import { hasAverage, sortArtistInsights, sortCityInsights } from './insights';

interface InsightsDialogProps {
  /** Whose insights. */
  user: Pick<User, 'id' | 'displayName' | 'showsCount'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * Artist Insights (SPEC section 2): the user's artists ranked by average
 * rating, highest first (sorted on the client, SPEC section 7), each with its
 * average out of 100 and show count. Loads when opened, a page at a time
 * ('Load more'; the server pages in the same order).
 */
export function ArtistInsightsDialog({ user, opened, onClose }: InsightsDialogProps) {
  const insights = trpc.profile.artistInsights.useInfiniteQuery(
    { userId: user.id, limit: LIST_PAGE_SIZE },
    { enabled: opened, getNextPageParam: nextOffset },
  );
  const rows = sortArtistInsights(pagedRows(insights.data?.pages ?? []));
  return (
    <InsightsModal
      title="Artist Insights"
      caption={`${user.displayName}'s artists, best average first`}
      opened={opened}
      onClose={onClose}
    >
      {insights.isPending ? (
        <InsightsSkeleton />
      ) : insights.isError && !insights.isFetchNextPageError ? (
        <LoadError
          message="Failed to fetch artist insights"
          onRetry={() => void insights.refetch()}
          retrying={insights.isFetching}
        />
      ) : rows.length === 0 ? (
        <InsightsEmpty
          title="No artist insights available yet"
          noShows={user.showsCount === 0}
          icon={<IconChartBar size={26} />}
        />
      ) : (
        <InsightsList label="Artist insights" more={<MoreInsights query={insights} />}>
          {rows.map((row, i) => (
            <InsightRow
              key={row.id}
              position={i + 1}
              name={
                <AnchorLink
                  to="/artist/$artistName"
                  params={{ artistName: row.artistName }}
                  c="midnight.9"
                  fw={700}
                  onClick={onClose}
                >
                  {row.artistName}
                </AnchorLink>
              }
              label={row.artistName}
              details={pluralize(row.showCount, 'show')}
              score={roundAverage(row.avgScore)}
            />
          ))}
        </InsightsList>
      )}
    </InsightsModal>
  );
}

/**
 * City Insights (SPEC section 2): the user's cities ranked by number of shows
 * attended, most first (sorted on the client), with country and average.
 * Paged like Artist Insights.
 */
export function CityInsightsDialog({ user, opened, onClose }: InsightsDialogProps) {
  const insights = trpc.profile.cityInsights.useInfiniteQuery(
    { userId: user.id, limit: LIST_PAGE_SIZE },
    { enabled: opened, getNextPageParam: nextOffset },
  );
  const rows = sortCityInsights(pagedRows(insights.data?.pages ?? []));
  return (
    <InsightsModal
      title="City Insights"
      caption={`${user.displayName}'s cities, most shows first`}
      opened={opened}
      onClose={onClose}
    >
      {insights.isPending ? (
        <InsightsSkeleton />
      ) : insights.isError && !insights.isFetchNextPageError ? (
        <LoadError
          message="Failed to fetch city insights"
          onRetry={() => void insights.refetch()}
          retrying={insights.isFetching}
        />
      ) : rows.length === 0 ? (
        <InsightsEmpty
          title="No city insights available yet"
          noShows={user.showsCount === 0}
          icon={<IconMapPin size={26} />}
        />
      ) : (
        <InsightsList label="City insights" more={<MoreInsights query={insights} />}>
          {rows.map((row, i) => (
            <InsightRow
              key={row.id}
              position={i + 1}
              name={
                <Text fw={700} c="midnight.9" span>
                  {row.cityName}
                </Text>
              }
              label={row.cityName}
              details={
                <>
                  {row.country ? (
                    <Badge variant="light" color="gray" size="xs" radius="sm" mr={6}>
                      {row.country}
                    </Badge>
                  ) : null}
                  <Text span fz="xs" c="dimmed">
                    {pluralize(row.showCount, 'show')}
                  </Text>
                </>
              }
              score={hasAverage(row.avgScore) ? roundAverage(row.avgScore) : null}
            />
          ))}
        </InsightsList>
      )}
    </InsightsModal>
  );
}

function InsightsModal({
  title,
  caption,
  opened,
  onClose,
  children,
}: {
  title: string;
  caption: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      <Text c="dimmed" fz="sm" mb="md">
        {caption}
      </Text>
      {children}
    </Modal>
  );
}

function InsightsList({
  label,
  more,
  children,
}: {
  label: string;
  /** Under the list: 'Load more' while pages remain. */
  more: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Stack component="ol" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
      {more}
    </>
  );
}

/** 'Load more' for an insights list's next page. */
function MoreInsights({
  query,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}) {
  return (
    <LoadMoreButton
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

function InsightRow({
  position,
  name,
  label,
  details,
  score,
}: {
  position: number;
  name: ReactNode;
  /** The row's accessible name. */
  label: string;
  details: ReactNode;
  /** The rounded average, or null when there is none. */
  score: number | null;
}) {
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs" aria-label={label}>
      <Group gap="sm" wrap="nowrap">
        <LeaderboardPosition position={position} size={30} />
        <Stack gap={2} miw={0} flex={1}>
          <Text component="div" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text component="div" fz="xs" c="dimmed">
            {details}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <ScoreBadge
            score={score}
            size="lg"
            miw={44}
            aria-label={score === null ? 'No average' : `Average ${score} out of 100`}
          />
          <Text fz={10} c="dimmed" fw={600} tt="uppercase" lts={0.4} mt={2} aria-hidden>
            avg
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function InsightsEmpty({
  title,
  noShows,
  icon,
}: {
  title: string;
  /** The user has no shows at all: says so under the title. */
  noShows: boolean;
  icon: ReactNode;
}) {
  return (
    <EmptyState
      py="lg"
      icon={
        <ThemeIcon variant="light" color="midnight" radius="xl" size={48} aria-hidden>
          {icon}
        </ThemeIcon>
      }
      title={title}
      description={noShows ? 'No shows ranked yet' : undefined}
    />
  );
}

function InsightsSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading insights">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}
