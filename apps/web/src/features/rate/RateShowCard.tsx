import { DEFAULT_SCORE, formatShowDate, type Show } from '@gigrank/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingStadium,
  IconCalendar,
  IconDeviceFloppy,
  IconMapPin,
  IconPlayerTrackNext,
  IconPlaylist,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ScoreField } from '../shows';
import { cityLabel } from '../../lib/city';
import { setlistPreview } from './rate-queue';
import { RateShowNotes } from './RateShowNotes';
import classes from './RateQueue.module.css';

/**
 * One show of the queue: what it was (artist, date, venue, city, the first
 * songs of its setlist, its favourite song and notes), the score slider with its verdict, and 'Save and
 * next' / 'Skip' at the bottom, where a thumb reaches them. The slider takes
 * the focus as each card comes, so the arrow keys score and Enter saves.
 * Keyed by show: each card starts from the default score.
 */
export function RateShowCard({
  show,
  saving,
  onSave,
  onSkip,
}: {
  show: Show;
  saving: boolean;
  onSave: (score: number) => void;
  onSkip: () => void;
}) {
  const [score, setScore] = useState(DEFAULT_SCORE);
  const scoreBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scoreBox.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  }, []);
  const { names, more } = setlistPreview(show.setlist ?? []);
  const city = cityLabel({
    name: show.city,
    country: show.cityCountry ?? null,
    region: show.cityRegion,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter on the slider saves (on the buttons, Enter presses them as usual).
    const onSlider = (event.target as HTMLElement).getAttribute('role') === 'slider';
    if (event.key === 'Enter' && onSlider) event.preventDefault();
    // A held Enter repeats: it must not also save the next card at the default score.
    if (event.key === 'Enter' && onSlider && !event.repeat) onSave(score);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="rate-show-title" className={classes.card}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="rate-card">
        <Stack gap="sm">
          <Title order={2} id="rate-show-title" fz={{ base: 24, sm: 30 }} lh={1.15} c="bright">
            {show.artist}
          </Title>
          <Group gap="md" style={{ rowGap: 4 }} c="dimmed" id="rate-show-facts">
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text fw={600} component="span" fz="sm">
                {formatShowDate(show.date)}
              </Text>
            </Group>
            {show.venue ? (
              <Group gap={6} wrap="nowrap" miw={0}>
                <IconBuildingStadium size={16} aria-hidden />
                <Text fw={600} component="span" fz="sm" data-testid="rate-venue">
                  {show.venue}
                </Text>
              </Group>
            ) : null}
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconMapPin size={16} aria-hidden />
              <Text fw={600} component="span" fz="sm">
                {city}
              </Text>
            </Group>
          </Group>
          {names.length > 0 ? (
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="rate-setlist">
              <IconPlaylist size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text fz="sm" c="dimmed">
                <Text span fw={600} inherit>
                  Setlist:
                </Text>{' '}
                {names.join(' · ')}
                {more > 0 ? ` +${more} more` : ''}
              </Text>
            </Group>
          ) : null}
          <RateShowNotes show={show} />
          <div ref={scoreBox} onKeyDown={onKeyDown} className={classes.score}>
            <ScoreField
              variant="add"
              value={score}
              onChange={setScore}
              describedBy="rate-show-title rate-show-facts"
            />
          </div>
          <Text fz="xs" c="dimmed" visibleFrom="sm">
            Arrow keys change the score; Enter saves.
          </Text>
        </Stack>
      </Paper>
      <Group className={classes.actions} gap="sm" wrap="nowrap">
        <Button
          variant="default"
          size="lg"
          className={classes.skip}
          onClick={onSkip}
          disabled={saving}
          leftSection={<IconPlayerTrackNext size={18} aria-hidden />}
        >
          Skip
        </Button>
        <Button
          size="lg"
          className={classes.save}
          onClick={() => onSave(score)}
          loading={saving}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        >
          Save and next
        </Button>
      </Group>
    </Stack>
  );
}
