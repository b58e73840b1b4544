import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { EmptyState } from '@gigrank/ui';
import { IconMapPin, IconSparkles, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { AnchorLink } from '../shows/show-page/AnchorLink';
import { LoadError } from '../social/LoadError';

type Recommendation = RouterOutputs['profile']['recommendations'][number];

/** SPEC section 2's placeholder: shown only when nothing can be recommended (DECISIONS.md). */
export const FOR_YOU_PLACEHOLDER =
  'Insights and recommendations will appear here as you add more shows.';

/**
 * The profile's For You tab (SPEC section 2, DECISIONS.md): a Recommendations
 * heading and the artists recommended to the signed-in user, each with its
 * reason. Recommendations are the viewer's own, so another user's profile
 * points to the viewer's own tab instead.
 */
export function ForYou({ isOwner }: { isOwner: boolean }) {
  return (
    <Paper
      component="section"
      aria-labelledby="for-you-title"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      withBorder
    >
      <Group gap="sm" wrap="nowrap" mb="md">
        <ThemeIcon variant="light" color="encore" radius="md" size="lg" aria-hidden>
          <IconSparkles size={20} />
        </ThemeIcon>
        <Title order={2} fz="lg" id="for-you-title" c="midnight.9">
          Recommendations
        </Title>
      </Group>
      {isOwner ? (
        <OwnRecommendations />
      ) : (
        <EmptyState
          py="lg"
          icon={
            <ThemeIcon variant="light" color="encore" radius="xl" size={48} aria-hidden>
              <IconSparkles size={26} />
            </ThemeIcon>
          }
          title="Recommendations are personal"
          description="They come from the people you follow and the cities you visit. Yours are on your own profile."
          action={
            <Button
              mt="xs"
              variant="light"
              renderRoot={(props) => <Link {...props} to="/profile" search={{ tab: 'for-you' }} />}
            >
              See your recommendations
            </Button>
          }
        />
      )}
    </Paper>
  );
}

function OwnRecommendations() {
  const recommendations = trpc.profile.recommendations.useQuery();

  if (recommendations.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading recommendations">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={58} radius="md" />
        ))}
      </Stack>
    );
  }
  if (recommendations.isError) {
    return (
      <LoadError
        message="Failed to load recommendations"
        onRetry={() => void recommendations.refetch()}
        retrying={recommendations.isFetching}
      />
    );
  }
  if (recommendations.data.length === 0) {
    return (
      <EmptyState
        py="lg"
        icon={
          <ThemeIcon variant="light" color="encore" radius="xl" size={48} aria-hidden>
            <IconSparkles size={26} />
          </ThemeIcon>
        }
        title={FOR_YOU_PLACEHOLDER}
      />
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label="Recommended artists"
      style={{ listStyle: 'none' }}
    >
      {recommendations.data.map((item) => (
        <RecommendationRow key={item.artistName} item={item} />
      ))}
    </Stack>
  );
}

function RecommendationRow({ item }: { item: Recommendation }) {
  const fromFriends = item.friends > 0;
  const Icon = fromFriends ? IconUsers : IconMapPin;
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={10} aria-label={item.artistName}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon
          variant="light"
          color={fromFriends ? 'encore' : 'midnight'}
          radius="xl"
          size="lg"
          aria-hidden
        >
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} miw={0} flex={1}>
          <AnchorLink
            to="/artist/$artistName"
            params={{ artistName: item.artistName }}
            fw={700}
            c="midnight.9"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.artistName}
          </AnchorLink>
          <Text fz="sm" c="dimmed">
            {item.reason}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
