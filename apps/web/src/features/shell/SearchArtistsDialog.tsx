import {
  LIST_MAX_HEIGHT_PX,
  SEARCH_DIALOG_MAX_RESULTS,
  type ArtistStat,
  type FestivalSummary,
  type UserSummary,
  type VenueSummary,
} from '@gigrank/domain';
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { nextActiveIndex, searchEntries } from './search-active-index';
import {
  SearchArtistOption,
  SearchArtistSkeletons,
  SearchFestivalOption,
  SearchPersonOption,
  SearchVenueOption,
  searchOptionId,
} from './search-artist-results';

/** A light debounce: the list follows typing without a request per keystroke. */
const SEARCH_DEBOUNCE_MS = 150;

/** Festivals and venues shown under the artists, at most. */
const PLACE_RESULTS_SHOWN = 5;

/** People shown under the artists, at most (the people followed first: users.list). */
const PEOPLE_RESULTS_SHOWN = 8;

/** What a result opens. */
type Picked =
  | { kind: 'artist'; artistName: string }
  | { kind: 'person'; id: number }
  | { kind: 'festival'; id: number }
  | { kind: 'venue'; id: number };

/** The heading of each group of results. */
const GROUP_TITLES = {
  artist: 'Artists',
  person: 'People',
  festival: 'Festivals',
  venue: 'Venues',
} as const;

/**
 * SPEC section 2 "Search artists dialog": the top list on blank text, the
 * first 10 matches with streams and rank, 'No artists found for "{text}"' with
 * 'Search for "{text}" anyway', Cancel. Picking an artist opens its page,
 * then closes and clears the dialog. A text also finds people (by display
 * name or username, those followed first; each opens their profile),
 * festivals and venues, listed under their own headings after the artists;
 * the arrow keys go through all of them.
 */
export function SearchArtistsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const close = () => {
    setText('');
    onClose();
  };

  const open = (picked: Picked) => {
    if (picked.kind === 'artist') {
      void navigate({ to: '/artist/$artistName', params: { artistName: picked.artistName } });
    } else if (picked.kind === 'person') {
      void navigate({ to: '/profile/$id', params: { id: picked.id } });
    } else if (picked.kind === 'festival') {
      void navigate({ to: '/festival/$id', params: { id: picked.id } });
    } else {
      void navigate({ to: '/venue/$id', params: { id: picked.id } });
    }
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="SEARCH ARTISTS"
      // Anchored near the top, not centred: it stays put while the results change its height.
      yOffset="8dvh"
      radius="lg"
      size="lg"
      styles={{ title: { fontWeight: 900, letterSpacing: 1 } }}
    >
      <Text c="dimmed" fz="sm" mb="md">
        Find artists to view details and add shows.
      </Text>
      {/* Mounted only while the dialog is open, so the results reload on every opening. */}
      <SearchArtistsBody text={text} onTextChange={setText} onPick={open} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
      </Group>
    </Modal>
  );
}

function SearchArtistsBody({
  text,
  onTextChange,
  onPick,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onPick: (picked: Picked) => void;
}) {
  const listId = useId();
  const trimmed = text.trim();
  const [query] = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  // The highlighted result belongs to the text it was chosen for; a new text starts unhighlighted.
  const [highlight, setHighlight] = useState({ query: '', index: -1 });

  const search = trpc.artists.search.useQuery(query ? { q: query } : {}, {
    // Fresh results on every opening and every change of the text (SPEC section 2).
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

  // People, festivals and venues only for a text: the blank dialog is the top artists.
  const placeOptions = {
    enabled: query !== '',
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  } as const;
  const festivals = trpc.festivals.search.useQuery({ q: query }, placeOptions);
  const venues = trpc.venues.search.useQuery({ q: query }, placeOptions);
  const people = trpc.users.list.useQuery({ q: query, limit: PEOPLE_RESULTS_SHOWN }, placeOptions);
  const places = <T,>(data: readonly T[] | undefined) =>
    query === '' ? [] : (data ?? []).slice(0, PLACE_RESULTS_SHOWN);

  const results = (search.data ?? []).slice(0, SEARCH_DIALOG_MAX_RESULTS);
  const { entries, groups } = searchEntries<'artist' | 'person' | 'festival' | 'venue', unknown>([
    { kind: 'artist', items: results },
    { kind: 'person', items: query === '' ? [] : (people.data ?? []) },
    { kind: 'festival', items: places(festivals.data) },
    { kind: 'venue', items: places(venues.data) },
  ]);
  const active =
    highlight.query === query && highlight.index < entries.length ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ query, index });
  // Results of an earlier text stay visible while the new ones load; they are not "the answer" yet.
  const settled = !search.isPlaceholderData && query === trimmed && !search.isFetching;
  const placesSettled =
    query === '' || [festivals, venues, people].every((q) => !q.isPlaceholderData && !q.isFetching);
  const showNotFound = settled && search.isSuccess && results.length === 0 && query !== '';
  const pickedOf = (index: number): Picked | null => {
    const entry = entries[index];
    if (!entry) return null;
    if (entry.kind === 'artist') {
      return { kind: 'artist', artistName: (entry.item as ArtistStat).artist_name };
    }
    return { kind: entry.kind, id: (entry.item as { id: number }).id };
  };

  useEffect(() => {
    if (active >= 0) {
      document.getElementById(searchOptionId(listId, active))?.scrollIntoView({ block: 'nearest' });
    }
  }, [active, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const picked = pickedOf(active) ?? (settled && placesSettled ? pickedOf(0) : null);
      if (picked) onPick(picked);
      else if (showNotFound) onPick({ kind: 'artist', artistName: query });
      return;
    }
    // Home / End keep their text-editing meaning in the search box.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const next = nextActiveIndex(active, event.key, entries.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        placeholder="Search artists..."
        aria-label="Search artists"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={entries.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? searchOptionId(listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search.isFetching ||
          (query !== '' && (festivals.isFetching || venues.isFetching || people.isFetching)) ? (
            <Loader size={16} aria-label="Loading artists" />
          ) : undefined
        }
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        radius="md"
        size="md"
      />

      {search.isError ? (
        <Alert color="red" variant="light" radius="md" title="Failed to fetch artists" />
      ) : null}

      {search.isPending && !search.isError ? <SearchArtistSkeletons /> : null}

      {search.isSuccess || entries.length > 0 ? (
        /* The list scrolls by keyboard too (its options take no focus: the input keeps it). */
        <ScrollArea.Autosize
          mah={LIST_MAX_HEIGHT_PX}
          type="auto"
          // Vertical only, the rows as wide as the dialog: a long name is cut with an ellipsis.
          scrollbars="y"
          offsetScrollbars="y"
          styles={{ content: { minWidth: 0, display: 'block' } }}
          viewportProps={{ tabIndex: 0 }}
        >
          <Box
            role="listbox"
            id={listId}
            aria-label={query ? 'Search results' : 'Top artists'}
            aria-busy={search.isFetching}
            style={{ opacity: (settled && placesSettled) || entries.length === 0 ? 1 : 0.7 }}
          >
            {groups.map((group) => {
              const headingId = `${listId}-${group.kind}`;
              return (
                <Box key={group.kind} role="group" aria-labelledby={headingId} mb={4}>
                  <Text
                    id={headingId}
                    fz="xs"
                    fw={700}
                    c="dimmed"
                    tt="uppercase"
                    lts={0.5}
                    px={4}
                    pt={6}
                    pb={2}
                  >
                    {group.kind === 'artist' && !query ? 'Top artists' : GROUP_TITLES[group.kind]}
                  </Text>
                  {group.entries.map((entry) => {
                    const option = {
                      id: searchOptionId(listId, entry.index),
                      active: entry.index === active,
                      onHover: () => setActive(entry.index),
                      onPick: () => {
                        const picked = pickedOf(entry.index);
                        if (picked) onPick(picked);
                      },
                    };
                    if (entry.kind === 'festival') {
                      const festival = entry.item as FestivalSummary;
                      return (
                        <SearchFestivalOption
                          key={`f${festival.id}`}
                          festival={festival}
                          {...option}
                        />
                      );
                    }
                    if (entry.kind === 'person') {
                      const person = entry.item as UserSummary;
                      return (
                        <SearchPersonOption key={`p${person.id}`} person={person} {...option} />
                      );
                    }
                    if (entry.kind === 'venue') {
                      const venue = entry.item as VenueSummary;
                      return <SearchVenueOption key={`v${venue.id}`} venue={venue} {...option} />;
                    }
                    const artist = entry.item as ArtistStat;
                    return <SearchArtistOption key={`a${artist.id}`} artist={artist} {...option} />;
                  })}
                </Box>
              );
            })}
          </Box>
        </ScrollArea.Autosize>
      ) : null}

      {showNotFound ? (
        <Stack align="center" gap="sm" py="md" ta="center">
          <Text c="dimmed">No artists found for &quot;{query}&quot;</Text>
          <Button
            variant="light"
            onClick={() => onPick({ kind: 'artist', artistName: query })}
            maw="100%"
          >
            <Text component="span" inherit truncate="end">
              Search for &quot;{query}&quot; anyway
            </Text>
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
