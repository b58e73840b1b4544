import { formatShowDate, type Answer, type PlacementShow } from '@gigrank/domain';
import { Group, Image, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { ScoreBadge } from '@gigrank/ui';
import { useEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import classes from './RankRitual.module.css';

/**
 * One show to choose: a big card, the whole of it the button, named by what
 * it shows ('This show Artist 12 Mar 2026 Venue, City Score 92 out of 100').
 */
function ComparisonCard({
  show,
  eyebrow,
  onChoose,
  buttonRef,
}: {
  show: PlacementShow;
  eyebrow: string;
  onChoose: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const date = formatShowDate(show.date);
  const place = show.venue ? `${show.venue}, ${show.city}` : show.city;
  return (
    <UnstyledButton ref={buttonRef} className={classes.choice} onClick={onChoose}>
      <Paper withBorder radius="lg" p="md" className={classes.choicePaper}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {show.thumbnailUrl ? (
            <Image src={show.thumbnailUrl} alt="" w={56} h={56} radius="md" fit="cover" />
          ) : null}
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Text fz="xs" fw={800} tt="uppercase" lts={0.8} c="dimmed">
              {eyebrow}
            </Text>
            <Text fw={800} fz="lg" lh={1.2} c="bright" className={classes.artist}>
              {show.artist}
            </Text>
            <Text fz="sm" c="dimmed">
              {date}
            </Text>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {place}
            </Text>
          </Stack>
          <ScoreBadge score={show.score} size="lg" />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * "Which was better?": the show being placed and one past show, side by side
 * (stacked on a phone), each a big button. The arrow keys move between the
 * two and Enter (or Space) chooses; each new question starts on the show
 * being placed.
 */
export function ComparisonCards({
  show,
  candidate,
  onAnswer,
  labelledBy,
  focusFirst = true,
}: {
  show: PlacementShow;
  candidate: PlacementShow;
  onAnswer: (answer: Answer) => void;
  labelledBy: string;
  /** Whether a question takes the focus when it appears (inside a page, the first one waits). */
  focusFirst?: boolean;
}) {
  const buttons = [useRef<HTMLButtonElement>(null), useRef<HTMLButtonElement>(null)] as const;
  useEffect(() => {
    if (focusFirst) buttons[0].current?.focus();
    // A new past show, a new question: the focus starts again on the show being placed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidate.id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const first = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
    buttons[first ? 0 : 1].current?.focus();
  };

  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="sm"
      role="group"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-testid="comparison"
    >
      <ComparisonCard
        show={show}
        eyebrow="This show"
        onChoose={() => onAnswer('better')}
        buttonRef={buttons[0]}
      />
      <ComparisonCard
        show={candidate}
        eyebrow={`Your #${candidate.rank}`}
        onChoose={() => onAnswer('worse')}
        buttonRef={buttons[1]}
      />
    </SimpleGrid>
  );
}
