import { artistNameSchema, type SetlistSong } from '@gigrank/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useReducer, type Dispatch } from 'react';
import { isNotFoundError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import {
  checkSetlist,
  editorSongs,
  initialSetlistState,
  setlistReducer,
  type SetlistAction,
  type SetlistCheck,
  type SetlistEditorState,
} from './setlist-rows';

/** A setlist being written: its state, how to change it, its songs now, and the check before a save. */
export interface SetlistEditor {
  state: SetlistEditorState;
  dispatch: Dispatch<SetlistAction>;
  /** The songs as they stand (blank rows left out, or the pasted list read). */
  songs: SetlistSong[];
  /** Checks the songs with setlistSchema; on failure the messages show under their fields. */
  check: () => SetlistCheck;
}

/** The editor's state, starting from `initial` (a show's own setlist, or none). */
export function useSetlistEditor(initial: readonly SetlistSong[] = []): SetlistEditor {
  const [state, dispatch] = useReducer(setlistReducer, initial, initialSetlistState);
  const { mode, rows, text } = state;
  const songs = useMemo(() => editorSongs({ mode, rows, text }), [mode, rows, text]);
  const check = useCallback(() => {
    const result = checkSetlist({ mode, rows, text });
    if (!result.ok) {
      dispatch({ type: 'errors', rowErrors: result.rowErrors, listError: result.listError });
    }
    return result;
  }, [mode, rows, text]);
  return { state, dispatch, songs, check };
}

/** Where the title suggestions stand, for a line under the list. */
export type SuggestionStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * The artist's song titles (songs.artist: most played first), asked once
 * while `enabled` (the editor open) and filtered on the device as a title is
 * typed. An artist nobody has logged a setlist of has none; that is no
 * failure. A name being typed is waited on for a moment.
 */
export function useSongTitles(
  artist: string,
  enabled: boolean,
): { titles: readonly string[]; status: SuggestionStatus } {
  const [name] = useDebouncedValue(artist.trim(), 400);
  const valid = name !== '' && artistNameSchema.safeParse(name).success;
  const query = trpc.songs.artist.useQuery(
    { artistName: name },
    {
      enabled: enabled && valid,
      staleTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      retry: false,
    },
  );
  const titles = useMemo(() => query.data?.songs.map((song) => song.title) ?? [], [query.data]);
  if (!enabled || !valid) return { titles: [], status: 'off' };
  if (query.isPending) return { titles, status: 'loading' };
  if (query.isError && !isNotFoundError(query.error)) return { titles, status: 'failed' };
  return { titles, status: 'ready' };
}
