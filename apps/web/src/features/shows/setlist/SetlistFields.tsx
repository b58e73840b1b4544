import {
  SETLIST_COVER_MAX,
  SETLIST_GUEST_MAX,
  SETLIST_NOTE_MAX,
  SETLIST_SONG_MAX,
  SETLIST_SONGS_MAX,
  SETLIST_TEXT_MAX,
  songKey,
} from '@gigrank/domain';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { SectionSwitch } from '../../../components/PageTabs';
import { busyButtonProps } from '../../../lib/busy-button';
import {
  isBlankRow,
  setlistCountText,
  songSuggestions,
  type RowField,
  type SetlistMode,
  type SetlistRow,
} from './setlist-rows';
import type { SetlistEditor, SuggestionStatus } from './use-setlist-editor';
import { useSongTitles } from './use-setlist-editor';
import classes from './SetlistFields.module.css';

const MODES = [
  { value: 'rows', label: 'Song by song' },
  { value: 'text', label: 'Paste a list' },
] as const satisfies readonly { value: SetlistMode; label: string }[];

const SUGGESTION_NOTES: Partial<Record<SuggestionStatus, string>> = {
  loading: 'Loading song titles to suggest…',
  failed: 'Song titles could not load to suggest: type them as you heard them.',
};

/**
 * The setlist being written, for the setlist dialog and the show forms: a
 * switch between typing song by song (a row per song: its title with the
 * artist's songs suggested, Encore, move, remove, and More: cover, guest,
 * tape, note) and pasting a whole list (read by parseSetlistText), with the
 * count of songs so far. `artist` names whose songs to suggest; they load
 * once the fields show.
 */
export function SetlistFields({
  editor,
  artist,
  autoFocus = false,
}: {
  editor: SetlistEditor;
  artist: string;
  /** The first blank title takes the focus (the setlist dialog opening on no songs). */
  autoFocus?: boolean;
}) {
  const { state, dispatch, songs } = editor;
  const suggestions = useSongTitles(artist, true);
  const note = SUGGESTION_NOTES[suggestions.status];
  return (
    <Stack gap="md">
      <SectionSwitch
        label="How to write the setlist"
        value={state.mode}
        options={MODES}
        onChange={(mode) => dispatch({ type: 'mode', mode })}
      />
      {state.listError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
        >
          {state.listError}
        </Alert>
      ) : null}
      {state.mode === 'rows' ? (
        <SongRows editor={editor} titles={suggestions.titles} autoFocus={autoFocus} />
      ) : (
        <Textarea
          label="Paste a list"
          description="One song per line. A line 'Encore:' starts the encore; '(Artist cover)', '(with Guest)' and '(tape)' after a title are read too."
          placeholder={'1. First song\n2. Second song (David Bowie cover)\nEncore:\n3. Last song'}
          autosize
          minRows={8}
          maxRows={18}
          maxLength={SETLIST_TEXT_MAX}
          value={state.text}
          onChange={(event) => dispatch({ type: 'text', text: event.currentTarget.value })}
        />
      )}
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={700} c="bright" aria-live="polite" data-testid="setlist-count">
          {setlistCountText(songs)}
        </Text>
        {note && state.mode === 'rows' ? (
          <Text fz="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The rows, numbered, and 'Add song' under them. */
function SongRows({
  editor,
  titles,
  autoFocus,
}: {
  editor: SetlistEditor;
  titles: readonly string[];
  autoFocus: boolean;
}) {
  const { state, dispatch, songs } = editor;
  // Songs already in the list are not suggested again.
  const used = useMemo(() => new Set(songs.map((song) => songKey(song.title))), [songs]);
  const full = state.rows.length >= SETLIST_SONGS_MAX;
  return (
    <Stack gap="sm">
      <ol className={classes.rows} aria-label="Songs">
        {state.rows.map((row, index) => (
          <li key={row.key}>
            <SongRow
              editor={editor}
              row={row}
              index={index}
              last={index === state.rows.length - 1}
              titles={titles}
              used={used}
              autoFocus={autoFocus && index === 0 && isBlankRow(row)}
            />
          </li>
        ))}
      </ol>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            if (!full) dispatch({ type: 'add' });
          }}
          {...busyButtonProps(full)}
        >
          Add song
        </Button>
      </Group>
    </Stack>
  );
}

/** After a move or a toggle re-drew the row, the button pressed keeps the focus. */
function keepFocus(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  requestAnimationFrame(() => {
    if (button.isConnected && document.activeElement !== button) button.focus();
  });
}

/** A song's text details under its More button: which field, its label, hint and length. */
const MORE_TEXT_FIELDS = [
  {
    name: 'coverOf',
    label: 'Cover of',
    placeholder: 'Whose song it is',
    maxLength: SETLIST_COVER_MAX,
  },
  {
    name: 'withGuest',
    label: 'With guest',
    placeholder: 'Who joined on stage',
    maxLength: SETLIST_GUEST_MAX,
  },
  {
    name: 'note',
    label: 'Note',
    placeholder: 'Acoustic, first time since 2009…',
    maxLength: SETLIST_NOTE_MAX,
  },
] as const satisfies readonly {
  name: RowField;
  label: string;
  placeholder: string;
  maxLength: number;
}[];

/**
 * Moves song `n` one place up (`by` -1) or down (1). At the end of the list
 * it stays focusable but does nothing (busyButtonProps), so the focus is not lost.
 */
function MoveButton({
  n,
  by,
  disabled,
  onMove,
}: {
  n: number;
  by: -1 | 1;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const Arrow = by < 0 ? IconArrowUp : IconArrowDown;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={`Move song ${n} ${by < 0 ? 'up' : 'down'}`}
      onClick={(event) => {
        if (disabled) return;
        keepFocus(event);
        onMove(by);
      }}
      {...busyButtonProps(disabled)}
    >
      <Arrow size={18} aria-hidden />
    </ActionIcon>
  );
}

/**
 * One song: its number, its title (the artist's songs suggested; Enter goes
 * on to the next song, Backspace in an empty one goes back), remove, Encore,
 * move up and down, and More: cover of, with guest, note, played from tape.
 */
function SongRow({
  editor,
  row,
  index,
  last,
  titles,
  used,
  autoFocus,
}: {
  editor: SetlistEditor;
  row: SetlistRow;
  index: number;
  last: boolean;
  titles: readonly string[];
  used: ReadonlySet<string>;
  autoFocus: boolean;
}) {
  const { state, dispatch } = editor;
  const n = index + 1;
  const errors = state.rowErrors[row.key] ?? {};
  const title = useRef<HTMLInputElement>(null);
  const focus = state.focusKey === row.key;
  useEffect(() => {
    if (!focus) return;
    title.current?.focus();
    title.current?.scrollIntoView({ block: 'nearest' });
    dispatch({ type: 'focused' });
  }, [focus, dispatch]);
  const data = useMemo(() => songSuggestions(titles, row.title, used), [titles, row.title, used]);
  const moreId = `${useId()}-more`;
  const edit = (patch: Partial<Omit<SetlistRow, 'key'>>) =>
    dispatch({ type: 'edit', key: row.key, patch });
  const move = (by: -1 | 1) => dispatch({ type: 'move', key: row.key, by });

  // Enter in a song's More fields goes on to the next song too, rather than saving the form.
  const onMoreKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    dispatch({ type: 'add', after: row.key });
  };

  const onTitleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // An option chosen with the arrow keys: Enter picks it (Mantine), the row stays.
      if (event.currentTarget.getAttribute('aria-activedescendant')) return;
      // The next song, not the form's submit: typing a setlist is title, Enter, title...
      event.preventDefault();
      dispatch({ type: 'add', after: row.key });
    } else if (event.key === 'Backspace' && isBlankRow(row) && index > 0) {
      event.preventDefault();
      dispatch({ type: 'remove', key: row.key, focus: 'previous' });
    }
  };

  return (
    <div role="group" aria-label={`Song ${n}`} className={classes.row}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text className={classes.number} aria-hidden>
          {n}
        </Text>
        <Autocomplete
          ref={title}
          className={classes.title}
          aria-label={`Song ${n} title`}
          placeholder="Song title"
          value={row.title}
          error={errors.title}
          onChange={(value) => edit({ title: value })}
          onKeyDown={onTitleKey}
          data={data}
          // The list is the suggestions already chosen for the text (songSuggestions).
          filter={({ options }) => options}
          maxLength={SETLIST_SONG_MAX}
          enterKeyHint="next"
          autoCapitalize="words"
          autoComplete="off"
          comboboxProps={{ withinPortal: true }}
          data-autofocus={autoFocus || undefined}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Remove song ${n}`}
          onClick={() => dispatch({ type: 'remove', key: row.key, focus: 'next' })}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="xs" className={classes.controls} wrap="wrap">
        <Checkbox
          label="Encore"
          checked={row.encore}
          onChange={(event) => edit({ encore: event.currentTarget.checked })}
          className={classes.encore}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          aria-expanded={row.more}
          aria-controls={row.more ? moreId : undefined}
          aria-label={`More about song ${n}`}
          rightSection={
            <IconChevronDown
              size={14}
              aria-hidden
              className={classes.chevron}
              data-open={row.more || undefined}
            />
          }
          onClick={(event) => {
            keepFocus(event);
            edit({ more: !row.more });
          }}
        >
          More
        </Button>
        <Group gap={4} ml="auto" wrap="nowrap">
          <MoveButton n={n} by={-1} disabled={index === 0} onMove={move} />
          <MoveButton n={n} by={1} disabled={last} onMove={move} />
        </Group>
      </Group>
      {row.more ? (
        <SimpleGrid id={moreId} cols={{ base: 1, xs: 2 }} spacing="sm" className={classes.more}>
          {MORE_TEXT_FIELDS.map(({ name, ...field }) => (
            <TextInput
              key={name}
              {...field}
              value={row[name]}
              error={errors[name]}
              onChange={(event) => edit({ [name]: event.currentTarget.value })}
              onKeyDown={onMoreKey}
              enterKeyHint="next"
            />
          ))}
          <Checkbox
            label="Played from tape"
            description="An intro or outro, not live"
            checked={row.tape}
            onChange={(event) => edit({ tape: event.currentTarget.checked })}
            className={classes.tape}
          />
        </SimpleGrid>
      ) : null}
    </div>
  );
}
