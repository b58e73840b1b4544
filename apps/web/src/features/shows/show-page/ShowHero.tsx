import { formatShowDate, relativeTime, type Show } from '@gigrank/domain';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ScoreBadge,
  ShowCardAlsoThere,
  UserAvatar,
  VerdictLabel,
  tone,
  verdictRating,
} from '@gigrank/ui';
import { IconBuildingStadium, IconCalendar, IconMapPin, IconTrophy } from '@tabler/icons-react';
import { FestivalSetLine, VenueLink } from '../../festivals';
import { useNow } from '../../../lib/use-now';
import { cityLabel } from '../../../lib/city';
import { AnchorLink, ArtistAnchor } from '../../../components/AnchorLink';
import type { ReactNode } from 'react';
import classes from './ShowHero.module.css';

/**
 * The top of the show page: who logged it, the artist and guests, date,
 * venue (a link to its page) and city, the festival of a festival set
 * ('Set at ...'), who else logged the same gig ('Also there: ...',
 * a link to the gig's page), the score with its verdict and the show's rank.
 */
export function ShowHero({ show, actions }: { show: Show; actions?: ReactNode }) {
  const city = cityLabel({
    name: show.city,
    country: show.cityCountry ?? null,
    region: show.cityRegion,
  });
  const now = useNow(60_000);
  const posted = relativeTime(show.createdAt, now);
  return (
    <Paper radius="lg" withBorder shadow="xs" className={classes.hero}>
      <Box className={classes.band} aria-hidden />
      <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="sm" justify="space-between" align="center">
          <AnchorLink
            to="/profile/$id"
            params={{ id: show.userId }}
            underline="never"
            c="inherit"
            miw={0}
            style={{ flex: '1 1 180px' }}
          >
            <Group gap="xs" wrap="nowrap">
              <UserAvatar
                displayName={show.user.displayName}
                profilePicture={show.user.profilePicture}
                size={36}
                decorative
              />
              <Stack gap={0} miw={0}>
                <Text fw={700} fz="sm" truncate="end">
                  {show.user.displayName}
                </Text>
                <Text fz="xs" c="dimmed" truncate="end">
                  @{show.user.username}
                  {posted ? ` · ${posted}` : ''}
                </Text>
              </Stack>
            </Group>
          </AnchorLink>
          {actions}
        </Group>

        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.1} c="bright" lts={-0.5}>
            <ArtistAnchor name={show.artist} c="inherit" inherit />
          </Title>
          {show.guestAppearances.length ? (
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" data-testid="show-guests">
              with{' '}
              {show.guestAppearances.map((guest, i) => (
                <span key={guest.id}>
                  {i > 0 ? (i === show.guestAppearances.length - 1 ? ' and ' : ', ') : null}
                  <Text span fw={700} c={tone.inkSoft}>
                    <ArtistAnchor name={guest.artist} c="inherit" inherit />
                  </Text>
                </span>
              ))}
            </Text>
          ) : null}
        </Stack>

        <FestivalSetLine show={show} />

        <Group gap="lg" style={{ rowGap: 6 }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={18} aria-hidden className={classes.icon} />
            <Text fw={600} component="span">
              {formatShowDate(show.date)}
            </Text>
          </Group>
          {show.venue ? (
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconBuildingStadium size={18} aria-hidden className={classes.icon} />
              {show.venueId !== null && show.venueId !== undefined ? (
                <VenueLink venueId={show.venueId} fw={600} data-testid="show-venue">
                  {show.venue}
                </VenueLink>
              ) : (
                <Text fw={600} component="span" data-testid="show-venue">
                  {show.venue}
                </Text>
              )}
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconMapPin size={18} aria-hidden className={classes.icon} />
            <Text fw={600} component="span" data-testid="show-city">
              {city}
            </Text>
          </Group>
        </Group>

        <ShowCardAlsoThere
          show={show}
          renderGigLink={(gig, children) => (
            <AnchorLink to="/gig/$artistId/$cityId/$date" params={gig} inherit>
              {children}
            </AnchorLink>
          )}
        />

        <Group gap="md" align="center" mt={4}>
          <ScoreBadge score={show.score} size="xl" h={52} px="md" fz={26} radius="md" />
          <Stack gap={0}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
              Score out of 100
            </Text>
            {/* The verdict of the score; none while the show is unscored (imported). */}
            <VerdictLabel rating={verdictRating(show.score)} size="lg" />
          </Stack>
          <Badge
            ml="auto"
            size="lg"
            variant="light"
            color={show.rank ? 'spotlight' : 'gray'}
            leftSection={<IconTrophy size={14} aria-hidden />}
            className={classes.rank}
            tt="none"
          >
            {show.rank ? `Ranked #${show.rank}` : 'Not yet ranked'}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}
