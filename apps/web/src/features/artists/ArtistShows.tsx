import type { ArtistShowsFilter, Show } from '@gigrank/domain';
import { EmptyState, ShowCardSkeleton } from '@gigrank/ui';
import { Button, Stack, Tabs, Title } from '@mantine/core';
import { IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadMoreOf, type NextPageQuery } from '../../components/load-more-button';
import { nextArtistCursor } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { LinkedShowCard } from '../shows';
import { LoadError } from '../../components/LoadError';
import { QueryStates } from '../../components/QueryStates';
import { useRenderWindow } from '../../lib/use-render-window';
import {
  ARTIST_SHOW_TABS,
  artistShowKey,
  DEFAULT_ARTIST_SHOWS_TAB,
  isArtistShowsTab,
  mergeArtistPages,
  showsForTab,
  type ArtistShowsTab,
} from './artist-page';
import { PageTabList } from '../../components/PageTabs';
import { busyRegion } from '../../components/busy-region';

/** The Shows section title, shared by every state. */
function ShowsTitle() {
  return (
    <Title order={2} fz={{ base: 20, sm: 24 }} c="bright">
      Shows
    </Title>
  );
}

/**
 * The Shows section (SPEC section 2): All Shows (default), Guest Appearances
 * and With Photos, each a list of show cards or its empty text, with 'Load
 * more' under it while pages remain. Once All Shows has every show, the other
 * tabs filter it; before that, each reads its own pages from the server, so
 * it lists all the guest appearances or shows with photos, not just those
 * among the shows loaded so far.
 */
export function ArtistShows({
  artistName,
  shows,
  paging,
}: {
  artistName: string;
  shows: Show[];
  /** The page query the shows come from: 'Load more' fetches its next page. */
  paging: NextPageQuery;
}) {
  const [tab, setTab] = useState<ArtistShowsTab>(DEFAULT_ARTIST_SHOWS_TAB);
  const loadMore = <LoadMoreOf query={paging} />;
  return (
    <Stack gap="sm" component="section" aria-label="Shows">
      <ShowsTitle />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isArtistShowsTab(value)) setTab(value);
        }}
        keepMounted={false}
      >
        <PageTabList tabs={ARTIST_SHOW_TABS} />
        {ARTIST_SHOW_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.value === 'all' || !paging.hasNextPage ? (
              <ShowList
                artistName={artistName}
                shows={showsForTab(shows, t.value)}
                empty={t.empty}
                offerAdd={t.value === 'all'}
                footer={loadMore}
              />
            ) : (
              <FilteredShows artistName={artistName} filter={t.value} empty={t.empty} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** A tab's own pages of the artist's shows, filtered by the server. */
function FilteredShows({
  artistName,
  filter,
  empty,
}: {
  artistName: string;
  filter: ArtistShowsFilter;
  empty: string;
}) {
  const query = trpc.artists.page.useInfiniteQuery(
    { name: artistName, filter },
    { getNextPageParam: nextArtistCursor },
  );
  const shows = useMemo(
    () => (query.data ? (mergeArtistPages(query.data.pages)?.shows ?? []) : []),
    [query.data],
  );
  return (
    <QueryStates
      query={query}
      loading={<ShowCardSkeletons label="Loading shows" />}
      errorMessage={SHOWS_LOAD_ERROR}
    >
      <ShowList
        artistName={artistName}
        shows={shows}
        empty={empty}
        offerAdd={false}
        footer={<LoadMoreOf query={query} />}
      />
    </QueryStates>
  );
}

function ShowList({
  artistName,
  shows,
  empty,
  offerAdd,
  footer,
}: {
  artistName: string;
  shows: Show[];
  empty: string;
  offerAdd: boolean;
  /** Under the list once every loaded card has rendered ('Load more'). */
  footer: ReactNode;
}) {
  // A popular artist has hundreds of shows: the first screenful renders first, the rest on scroll.
  const { count, marker } = useRenderWindow(shows.length);
  if (shows.length === 0) {
    return (
      <>
        <EmptyState
          icon={<IconMoodEmpty size={36} stroke={1.5} color="var(--mantine-color-gray-5)" />}
          title={empty}
          action={
            offerAdd ? (
              <Button
                renderRoot={(props) => (
                  <Link {...props} to="/add-show" search={{ artist: artistName }} />
                )}
                variant="light"
                radius="xl"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add a show
              </Button>
            ) : null
          }
        />
        {footer}
      </>
    );
  }
  const sameArtist = (name: string) => name.toLocaleLowerCase() === artistName.toLocaleLowerCase();
  return (
    <Stack gap="sm">
      {shows.slice(0, count).map((show) => (
        <LinkedShowCard
          key={artistShowKey(show)}
          variant="artist"
          show={show}
          plainArtist={sameArtist}
        />
      ))}
      {marker ?? footer}
    </Stack>
  );
}

export function ArtistShowsSkeleton() {
  return (
    <Stack gap="sm" {...busyRegion('Loading shows')}>
      <ShowsTitle />
      <ShowCardSkeletons />
    </Stack>
  );
}

/** Three placeholder cards; with `label`, announced as loading on their own. */
function ShowCardSkeletons({ label }: { label?: string }) {
  return (
    <Stack gap="sm" aria-busy={label ? true : undefined} aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <ShowCardSkeleton key={i} variant="artist" />
      ))}
    </Stack>
  );
}

/** SPEC section 2. */
const SHOWS_LOAD_ERROR = 'Error loading shows. Please try again later.';

/** The shows could not be loaded (SPEC section 2). */
export function ArtistShowsError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Stack gap="sm" component="section" aria-label="Shows">
      <ShowsTitle />
      <LoadError message={SHOWS_LOAD_ERROR} onRetry={onRetry} retrying={retrying} />
    </Stack>
  );
}
