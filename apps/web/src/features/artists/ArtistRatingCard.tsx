import { roundAverage, type ArtistResponse } from '@gigrank/domain';
import { scoreColor, tone } from '@gigrank/ui';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/**
 * The rating card (SPEC section 2): the rounded average of the artist's show
 * scores out of 100 and how many fans rated them, or an invitation to be first.
 */
export function ArtistRatingCard({ rating }: { rating: ArtistResponse['rating'] }) {
  const rated = rating.avgScore !== null && rating.fanCount > 0;
  const average = roundAverage(rating.avgScore);
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      h="100%"
      bg={tone.surfaceSoft}
      component="section"
      aria-label="Fan rating"
    >
      <Stack gap={6} justify="center" h="100%">
        <Group gap={6} c="spotlight.8">
          <IconStarFilled size={16} aria-hidden />
          <Text fz="xs" fw={800} tt="uppercase" lts={0.8} c="bright">
            Fan score
          </Text>
        </Group>
        {rated ? (
          <>
            <Group gap={4} align="baseline" aria-label={`Average score ${average} out of 100`}>
              <Text fz={44} fw={900} lh={1} c={scoreColor(average)} ff="heading">
                {average}
              </Text>
              <Text fz="lg" fw={700} c="dimmed">
                /100
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              {rating.fanCount === 1
                ? '1 fan has rated this artist'
                : `${rating.fanCount} fans have rated this artist`}
            </Text>
          </>
        ) : (
          <Text c="dimmed" fz="sm">
            No ratings yet. Be the first to rate a show!
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function ArtistRatingCardSkeleton() {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" aria-hidden>
      <Skeleton height={12} width={80} />
      <Skeleton height={40} width={110} mt="sm" />
      <Skeleton height={12} width="80%" mt="sm" />
    </Paper>
  );
}
