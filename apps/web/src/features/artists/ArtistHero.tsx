import type { ArtistResponse } from '@gigrank/domain';
import { GlobalRankBadge } from '@gigrank/ui';
import { Badge, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconHeadphones, IconPlaylist, IconPlus, IconTrophy } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GoingButton, useOwnArtistPlans, YoureGoing } from '../plans';
import { artistStatBadges } from './artist-page';
import { WantToSeeButton } from './WantToSeeButton';
import classes from './ArtistPage.module.css';
import { HeroTitle } from '../../components/PageHeader';
import { AnchorLink } from '../../components/AnchorLink';

/** What the streams and rank badges have in common. */
const STAT_BADGE = { size: 'lg', radius: 'sm', tt: 'none' } as const;

/**
 * The artist's name, stream and rank badges (when stats exist), the link to
 * its songs, and the actions: 'Add Show' (prefilled), the Want to See toggle
 * and 'Going' (an upcoming gig) with the viewer's plans of the artist under
 * it, the last two once the page has loaded.
 */
export function ArtistHero({
  artistName,
  urlName,
  stats,
  isWantToSee,
}: {
  artistName: string;
  /** The name as the URL gives it: the page's reads are asked by it. */
  urlName: string;
  stats: ArtistResponse['stats'];
  /** Unknown (page failed to load): no toggle, no 'Going'. */
  isWantToSee: boolean | null;
}) {
  const { streams, rank } = artistStatBadges(stats);
  return (
    <HeroFrame>
      <HeroTitle kind="Artist">{artistName}</HeroTitle>
      {streams || rank ? (
        <Group gap="xs" mt={4}>
          {streams ? (
            <Badge
              {...STAT_BADGE}
              variant="light"
              color="midnight"
              leftSection={<IconHeadphones size={14} aria-hidden />}
            >
              {streams}
            </Badge>
          ) : null}
          {rank ? (
            <GlobalRankBadge
              rank={rank}
              {...STAT_BADGE}
              variant="filled"
              color="spotlight.3"
              // Dark ink on a light amber fill that stays light in dark mode.
              c="midnight.9"
              leftSection={<IconTrophy size={14} aria-hidden />}
              title="Global rank"
            />
          ) : null}
        </Group>
      ) : null}
      <SongsLink artistName={artistName} />
      {isWantToSee !== null ? (
        <ViewerActions artistName={artistName} urlName={urlName} isWantToSee={isWantToSee} />
      ) : (
        <Group gap="sm" mt="md">
          <AddShowButton artistName={artistName} />
        </Group>
      )}
    </HeroFrame>
  );
}

/** 'Songs': the artist's songs as the logged setlists played them. */
function SongsLink({ artistName }: { artistName: string }) {
  return (
    <AnchorLink
      to="/artist/$artistName/songs"
      params={{ artistName }}
      fw={700}
      fz="sm"
      mt={4}
      className={classes.songsLink}
    >
      <IconPlaylist size={16} aria-hidden />
      Songs
    </AnchorLink>
  );
}

function AddShowButton({ artistName }: { artistName: string }) {
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/add-show" search={{ artist: artistName }} />}
      radius="xl"
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      Add Show
    </Button>
  );
}

/**
 * The loaded page's actions, and under them the viewer's own upcoming plans
 * of the artist ("You're going · Lisbon · Fri, Dec 5", each with 'Not
 * going'). With one, 'Going' reads 'Going to another date': the plan shows
 * as a line of its own, and the button only ever adds one more date of the
 * tour (the same gig twice is refused).
 */
function ViewerActions({
  artistName,
  urlName,
  isWantToSee,
}: {
  artistName: string;
  urlName: string;
  isWantToSee: boolean;
}) {
  const own = useOwnArtistPlans(urlName);
  return (
    <>
      <div className={classes.actions}>
        <AddShowButton artistName={artistName} />
        <GoingButton artistName={artistName} anotherDate={own.plans.length > 0} />
        <div className={classes.wideAction}>
          <WantToSeeButton artistName={artistName} isWantToSee={isWantToSee} />
        </div>
      </div>
      <YoureGoing artistName={artistName} own={own} />
    </>
  );
}

function HeroFrame({ children }: { children: ReactNode }) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder className={classes.hero} h="100%">
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

export function ArtistHeroSkeleton() {
  return (
    <HeroFrame>
      <Skeleton height={10} width={60} />
      <Skeleton height={36} width="65%" mt={4} />
      <Group gap="xs" mt={4}>
        <Skeleton height={26} width={170} radius="sm" />
        <Skeleton height={26} width={60} radius="sm" />
      </Group>
      <Skeleton height={14} width={64} mt={6} />
      <Group gap="sm" mt="md">
        <Skeleton height={36} width={120} radius="xl" />
        <Skeleton height={36} width={140} radius="xl" />
      </Group>
    </HeroFrame>
  );
}
