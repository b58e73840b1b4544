import { Grid, Stack } from '@mantine/core';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { nextArtistCursor } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { ArtistHero, ArtistHeroSkeleton } from './ArtistHero';
import { ArtistNotFound } from './ArtistNotFound';
import {
  artistMetaDescription,
  artistPageTitle,
  isArtistMissing,
  mergeArtistPages,
} from './artist-page';
import { ArtistRatingCard, ArtistRatingCardSkeleton } from './ArtistRatingCard';
import { ArtistShows, ArtistShowsError, ArtistShowsSkeleton } from './ArtistShows';
import { useDocumentHead } from '../../lib/use-document-head';
import { useCurrentUser } from '../auth';
import { ChaseList, YOU } from '../songs';

/**
 * An artist's page (SPEC section 2): name, stream and rank badges, the link
 * to its songs, 'Add Show' and the Want to See toggle, the fans' rating
 * card, the viewer's songs still to chase, and the Shows tabs.
 * The name shown is the catalogue's (the URL may differ in case or accents).
 * The shows come a page at a time (newest first), with 'Load more' under them.
 */
export function ArtistPage({ artistName }: { artistName: string }) {
  const page = trpc.artists.page.useInfiniteQuery(
    { name: artistName },
    { getNextPageParam: nextArtistCursor },
  );
  // The page renders in the background (a transition), not in the query's own urgent update.
  const pages = useDeferredValue(page.data);
  const data = useMemo(() => (pages ? mergeArtistPages(pages.pages) : undefined), [pages]);
  const name = data?.artistName ?? artistName;
  const me = useCurrentUser();
  useDocumentHead(artistPageTitle(name), data ? artistMetaDescription(data) : null);

  if (page.isPending || (data === undefined && page.data !== undefined)) {
    return (
      <Stack gap="xl">
        <Top hero={<ArtistHeroSkeleton />} rating={<ArtistRatingCardSkeleton />} />
        <ArtistShowsSkeleton />
      </Stack>
    );
  }

  if (!data) {
    if (isArtistMissing(page.error)) return <ArtistNotFound />;
    // The artist may exist, but nothing could be loaded: keep the page, say what failed.
    return (
      <Stack gap="xl">
        <ArtistHero artistName={artistName} urlName={artistName} stats={null} isWantToSee={null} />
        <ArtistShowsError onRetry={() => void page.refetch()} retrying={page.isFetching} />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Top
        hero={
          <ArtistHero
            artistName={name}
            urlName={artistName}
            stats={data.stats}
            isWantToSee={data.isWantToSee}
          />
        }
        rating={<ArtistRatingCard rating={data.rating} />}
      />
      {/* The songs the artist plays most that the viewer never caught (none without setlists),
          by the URL's name as the page's first reads ask for it (screen-reads.ts). */}
      <ChaseList userId={me.id} artistName={artistName} who={YOU} skeleton={false} />
      {page.isError && !page.isFetchNextPageError ? (
        <ArtistShowsError onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : (
        <ArtistShows artistName={name} shows={data.shows} paging={page} />
      )}
    </Stack>
  );
}

function Top({ hero, rating }: { hero: ReactNode; rating: ReactNode }) {
  return (
    <Grid gap="md" align="stretch">
      <Grid.Col span={{ base: 12, sm: 8 }}>{hero}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>{rating}</Grid.Col>
    </Grid>
  );
}
