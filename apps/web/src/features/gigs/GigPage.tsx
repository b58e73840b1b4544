import {
  formatShowDate,
  type GigPage as GigPageData,
  type GigRef,
  type UserSummary,
} from '@gigrank/domain';
import { ScoreBadge, UserAvatar, avatarOf, tone } from '@gigrank/ui';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconTicket } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageState } from '../../components/page-states';
import { trpc } from '../../lib/trpc';
import { useDocumentHead } from '../../lib/use-document-head';
import { useCurrentUser } from '../auth';
import { LinkedShowCard, SetlistCard, SetlistFromLine, SetlistSongs } from '../shows';
import { ArtistAnchor } from '../../components/AnchorLink';
import { cityLabel } from '../../lib/city';
import { gigDocumentTitle, gigListedText, gigLoggedText } from './gig-text';
import { GIG_PAGE_STATES } from './GigPageStates';
import classes from './GigPage.module.css';
import { profileLink } from '../../lib/profile-link';
import { TitledSectionCard } from '../../components/section-card';
import { HeroFact, HeroTitle } from '../../components/PageHeader';

/**
 * A gig's page: one artist, one city, one date. Its average
 * score and how many logged it, the people the viewer follows who are
 * going, its most common setlist (whose it is and how many agree), and
 * everyone's shows of it (best first) with their scores, notes and photos.
 */
export function GigPage({ gig }: { gig: GigRef }) {
  const page = trpc.gigs.page.useQuery(gig);
  if (!page.isSuccess) return <PageState query={page} states={GIG_PAGE_STATES} />;
  return <GigScreen data={page.data} />;
}

function GigScreen({ data }: { data: GigPageData }) {
  useDocumentHead(gigDocumentTitle(data), null);
  return (
    <Stack gap="lg">
      <GigHero data={data} />
      {data.going.length > 0 ? <Going users={data.going} /> : null}
      {data.setlist ? <GigSetlist setlist={data.setlist} /> : null}
      <GigShows data={data} />
    </Stack>
  );
}

function GigHero({ data }: { data: GigPageData }) {
  const city = cityLabel({ name: data.city, country: data.cityCountry, region: null });
  return (
    <Paper radius="lg" withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {/* The artist's name links to their page; the heading reads as the whole title. */}
        <HeroTitle kind="Gig" icon={<IconTicket size={16} aria-hidden />}>
          <ArtistAnchor name={data.artist} inherit />{' '}
          <Text span inherit c="dimmed" fw={600}>
            in {data.city}, {formatShowDate(data.date)}
          </Text>
        </HeroTitle>
        <HeroFact icon={<IconMapPin size={18} aria-hidden />} testId="gig-city">
          {city}
        </HeroFact>
        {/* A gig nobody logged yet (one people plan to go to) has no figures to give. */}
        {data.count > 0 ? (
          <Group gap="md" align="center">
            <ScoreBadge
              score={data.avgScore}
              size="xl"
              h={48}
              px="md"
              fz={24}
              radius="md"
              aria-label={
                data.avgScore === null
                  ? 'No average score'
                  : `Average score ${data.avgScore} out of 100`
              }
            />
            <Stack gap={0}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
                Average score
              </Text>
              <Text fw={700} c={tone.inkSoft} data-testid="gig-count">
                {gigLoggedText(data.count)}
              </Text>
            </Stack>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A link to a user's profile (their own: /profile; profile-link.ts). */
function ProfileLink({
  user,
  className,
  children,
}: {
  user: UserSummary;
  className?: string;
  children: ReactNode;
}) {
  const me = useCurrentUser();
  return (
    <Link {...profileLink(user.id, me.id)} className={className}>
      {children}
    </Link>
  );
}

/** People the viewer follows who marked the gig Going. */
function Going({ users }: { users: readonly UserSummary[] }) {
  return (
    <TitledSectionCard titleId="gig-going-title" title="People you follow who are going">
      <ul className={classes.going}>
        {users.map((user) => (
          <li key={user.id}>
            <ProfileLink user={user} className={classes.person}>
              <UserAvatar {...avatarOf(user)} radius="xl" size={32} aria-hidden />
              <Text fw={600} fz="sm" truncate component="span">
                {user.displayName}
              </Text>
            </ProfileLink>
          </li>
        ))}
      </ul>
    </TitledSectionCard>
  );
}

/** The gig's most common setlist among the shows the viewer may see, and whose it is. */
function GigSetlist({ setlist }: { setlist: NonNullable<GigPageData['setlist']> }) {
  return (
    <SetlistCard titleId="gig-setlist-title" songCount={setlist.songs.length}>
      <Stack gap="md">
        <SetlistFromLine from={setlist} />
        <SetlistSongs songs={setlist.songs} />
      </Stack>
    </SetlistCard>
  );
}

/** Everyone's shows of the gig, best first (the server's order), as show cards. */
function GigShows({ data }: { data: GigPageData }) {
  const more = gigListedText(data.shows.length, data.count);
  return (
    <TitledSectionCard titleId="gig-shows-title" title="Everyone's shows">
      {data.shows.length === 0 ? (
        <Stack gap="xs">
          <Text c="dimmed" fz="sm">
            No one has logged this gig yet.
          </Text>
          <ArtistAnchor name={data.artist} fz="sm" fw={600}>
            See {data.artist}&apos;s page
          </ArtistAnchor>
        </Stack>
      ) : (
        <Stack gap="sm">
          <ul className={classes.shows} aria-labelledby="gig-shows-title">
            {data.shows.map((show) => (
              <li key={show.id}>
                <LinkedShowCard variant="gig" show={show} />
              </li>
            ))}
          </ul>
          {more ? (
            <Text c="dimmed" fz="sm" ta="center">
              {more}
            </Text>
          ) : null}
        </Stack>
      )}
    </TitledSectionCard>
  );
}
