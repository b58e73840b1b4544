import { LIST_MAX_HEIGHT_PX, SEARCH_DIALOG_MAX_RESULTS } from '@gigrank/domain';
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
import { nextActiveIndex } from './search-active-index';
import { SearchArtistOption, SearchArtistSkeletons, searchOptionId } from './search-artist-results';

/** A light debounce: the list follows typing without a request per keystroke. */
const SEARCH_DEBOUNCE_MS = 150;

/**
 * SPEC section 2 "Search artists dialog": the top list on blank text, the
 * first 10 matches with streams and rank, 'No artists found for "{text}"' with
 * 'Search for "{text}" anyway', Cancel. Picking an artist opens its page,
 * then closes and clears the dialog.
 */
export function SearchArtistsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const close = () => {
    setText('');
    onClose();
  };

  const openArtist = (artistName: string) => {
    void navigate({ to: '/artist/$artistName', params: { artistName } });
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
      <SearchArtistsBody text={text} onTextChange={setText} onPick={openArtist} />
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
  onPick: (artistName: string) => void;
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

  const results = (search.data ?? []).slice(0, SEARCH_DIALOG_MAX_RESULTS);
  const active =
    highlight.query === query && highlight.index < results.length ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ query, index });
  // Results of an earlier text stay visible while the new ones load; they are not "the answer" yet.
  const settled = !search.isPlaceholderData && query === trimmed && !search.isFetching;
  const showNotFound = settled && search.isSuccess && results.length === 0 && query !== '';

  useEffect(() => {
    if (active >= 0) {
      document.getElementById(searchOptionId(listId, active))?.scrollIntoView({ block: 'nearest' });
    }
  }, [active, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const picked = results[active] ?? (settled ? results[0] : undefined);
      if (picked) onPick(picked.artist_name);
      else if (showNotFound) onPick(query);
      return;
    }
    // Home / End keep their text-editing meaning in the search box.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const next = nextActiveIndex(active, event.key, results.length);
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
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? searchOptionId(listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search.isFetching ? <Loader size={16} aria-label="Loading artists" /> : undefined
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

      {search.isSuccess ? (
        <>
          {results.length > 0 ? (
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5} px={4}>
              {query ? 'Artists' : 'Top artists'}
            </Text>
          ) : null}
          {/* The list scrolls by keyboard too (its options take no focus: the input keeps it). */}
          <ScrollArea.Autosize
            mah={LIST_MAX_HEIGHT_PX}
            type="auto"
            offsetScrollbars
            viewportProps={{ tabIndex: 0 }}
          >
            <Box
              role="listbox"
              id={listId}
              aria-label="Artists"
              aria-busy={search.isFetching}
              style={{ opacity: settled || results.length === 0 ? 1 : 0.7 }}
            >
              {results.map((artist, index) => (
                <SearchArtistOption
                  key={artist.id}
                  id={searchOptionId(listId, index)}
                  artist={artist}
                  active={index === active}
                  onHover={() => setActive(index)}
                  onPick={() => onPick(artist.artist_name)}
                />
              ))}
            </Box>
          </ScrollArea.Autosize>
        </>
      ) : null}

      {showNotFound ? (
        <Stack align="center" gap="sm" py="md" ta="center">
          <Text c="dimmed">No artists found for &quot;{query}&quot;</Text>
          <Button variant="light" onClick={() => onPick(query)} maw="100%">
            <Text component="span" inherit truncate="end">
              Search for &quot;{query}&quot; anyway
            </Text>
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
