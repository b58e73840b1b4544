import { setlistFmUsernameSchema, SETLISTFM_MESSAGES } from '@gigrank/domain';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconCloudDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isNetworkError, serverMessage } from '../../lib/errors';
import {
  NO_SETLISTFM_FETCH,
  fetchPercent,
  fetchProgressText,
  previewKeptText,
} from './setlistfm-text';
import type { SetlistFmFetching } from './use-setlistfm-fetch';
import { ImportProgressBar } from './ImportProgressBar';
import { ErrorAlert } from '../../components/LoadError';

/** A failed request's words: the server's message, else a plain fallback. */
function failureText(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (isNetworkError(error))
    return 'Gigrank could not be reached. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}

/**
 * setlist.fm by username, inside the source step: the username and Fetch,
 * the pages fetched as they come, and why a fetch stopped (with what it kept
 * to continue or preview). On a server without setlist.fm access, what a fan
 * can do instead, and a way to the CSV source.
 */
export function SetlistFmFetchSection({
  fetching,
  onStart,
  onUseCsv,
}: {
  fetching: SetlistFmFetching;
  /** A new fetch starts: the screen lets go of the last preview. */
  onStart: () => void;
  onUseCsv: () => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { available, fetch } = fetching;
  const username = typed ?? fetching.lastUsername ?? '';
  const running = fetch?.status === 'fetching';

  if (available === null) return null;
  if (!available) {
    const [intro, ...steps] = NO_SETLISTFM_FETCH.lines;
    return (
      <Alert
        color="blue"
        variant="light"
        role="note"
        title={NO_SETLISTFM_FETCH.title}
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        <Stack gap="xs">
          <Text fz="sm">{intro}</Text>
          <List type="ordered" fz="sm" spacing={4}>
            {steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Group>
            <Button size="xs" variant="light" onClick={onUseCsv}>
              Use a CSV spreadsheet
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running || fetching.starting) return;
    const parsed = setlistFmUsernameSchema.safeParse(username);
    if (!parsed.success) {
      setProblem(SETLISTFM_MESSAGES.username);
      return;
    }
    setProblem(null);
    onStart();
    fetching.start(parsed.data);
  };

  const stopped = fetch?.status === 'failed' ? fetch : null;
  const requestError = fetching.startError ?? fetching.previewError;
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="setlist.fm username"
            description="The last part of your setlist.fm profile address: setlist.fm/user/yourname"
            value={username}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            disabled={running}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={200}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={fetching.starting}
              disabled={running}
              leftSection={<IconCloudDownload size={16} aria-hidden />}
            >
              Fetch my shows
            </Button>
          </Group>
        </Stack>
      </form>
      {running && fetch ? (
        <Stack gap={6} role="group" aria-label="Fetching from setlist.fm" aria-busy>
          <ImportProgressBar
            aria-label="Pages fetched from setlist.fm"
            now={fetch.pagesFetched}
            max={fetch.pagesTotal ?? 1}
            percent={fetchPercent(fetch)}
            text={fetchProgressText(fetch)}
            hint="setlist.fm is asked for a page at a time. You can leave this page: the fetch carries on and is here when you come back."
          />
        </Stack>
      ) : null}
      {fetching.previewing ? (
        <Text fz="sm" c="dimmed" role="status">
          Reading the shows fetched…
        </Text>
      ) : null}
      {stopped || requestError ? (
        <ErrorAlert title="The fetch from setlist.fm stopped">
          <Stack gap="xs">
            <Text fz="sm">
              {requestError
                ? failureText(requestError)
                : (stopped?.error ?? SETLISTFM_MESSAGES.failed)}
            </Text>
            {stopped && stopped.pagesFetched > 0 && !requestError ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => {
                    onStart();
                    fetching.start(stopped.username);
                  }}
                >
                  Continue fetching
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={fetching.previewing}
                  onClick={() => fetching.previewKept(stopped.fetchId)}
                >
                  {previewKeptText(stopped)}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </ErrorAlert>
      ) : null}
    </Stack>
  );
}
