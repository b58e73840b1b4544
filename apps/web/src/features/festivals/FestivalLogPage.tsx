import type { FestivalSummary, Show } from '@gigrank/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconConfetti, IconMapPin, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { isMissingAnswer } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth';
import { PageHeader } from '../../components/PageHeader';
import { localTodayIso } from '../../lib/local-today';
import { useShowRefresh } from '../shows';
import { CreateFestivalForm } from './CreateFestivalForm';
import { FestivalPicker } from './FestivalPicker';
import {
  defaultFestivalDay,
  festivalDays,
  festivalTitle,
  formatFestivalDates,
} from './festival-text';
import { FestivalNotFound } from './FestivalPageStates';
import { LogSetForm } from './LogSetForm';
import { MyFestival } from './MyFestival';
import { AnchorLink } from '../../components/AnchorLink';
import { SectionCard } from '../../components/section-card';

/**
 * Log a festival, at /festival/log: step 1 picks the festival
 * edition or creates it; step 2 (`?festival={id}`) logs its sets one after
 * another, each posted as a show of the festival, with 'Your sets' and the
 * overall score below.
 */
export function FestivalLogPage({ festivalId }: { festivalId: number | undefined }) {
  const navigate = useNavigate();
  const choose = (festival: FestivalSummary) =>
    void navigate({ to: '/festival/log', search: { festival: festival.id } });
  return (
    <>
      <PageHeader
        title="Log a festival"
        caption="Pick the festival, then add the sets you saw, one after another."
      />
      {festivalId === undefined ? (
        <ChooseFestival onChosen={choose} />
      ) : (
        <LogSets key={festivalId} festivalId={festivalId} />
      )}
    </>
  );
}

/** Step 1: find the edition, or create it. */
function ChooseFestival({ onChosen }: { onChosen: (festival: FestivalSummary) => void }) {
  const [creating, setCreating] = useState<string | null>(null);
  return (
    <SectionCard titleId="choose-festival-title" padding={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg" c="bright" id="choose-festival-title">
          {creating === null ? '1. Which festival?' : '1. Create the festival'}
        </Title>
        {creating === null ? (
          <>
            <FestivalPicker onPick={onChosen} onCreate={setCreating} />
            <Group gap="xs">
              <Text fz="sm" c="dimmed">
                Not listed?
              </Text>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setCreating('')}
              >
                Create a festival
              </Button>
            </Group>
          </>
        ) : (
          <CreateFestivalForm
            initialName={creating}
            onCreated={onChosen}
            onCancel={() => setCreating(null)}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

/** Step 2: the festival at the top, the set form, then the viewer's sets and overall score. */
function LogSets({ festivalId }: { festivalId: number }) {
  const { state } = useSession();
  const page = trpc.festivals.byId.useQuery({ id: festivalId });
  const refresh = useShowRefresh();
  const [today] = useState(localTodayIso);
  const festival = page.data?.festival;
  const days = useMemo(
    () => (festival ? festivalDays(festival.startDate, festival.endDate) : []),
    [festival],
  );
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = chosenDay ?? defaultFestivalDay(days, today) ?? '';
  // Bumped after each save: a fresh set form (the day stays), the cursor in its artist box.
  const [round, setRound] = useState(0);

  if (page.isPending) {
    return <Skeleton height={520} radius="lg" aria-label="Loading the festival" />;
  }
  if (page.isError) {
    if (isMissingAnswer(page.error)) return <FestivalNotFound />;
    return (
      <Paper radius="lg" p="xl" withBorder>
        <Stack align="center" gap="sm">
          <Text c="red">Failed to fetch festival</Text>
          <Button variant="light" onClick={() => void page.refetch()}>
            Try again
          </Button>
        </Stack>
      </Paper>
    );
  }

  const shown = page.data.festival;
  const saved = (_show: Show) => {
    void refresh();
    setRound((n) => n + 1);
  };

  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap">
              <IconConfetti size={18} aria-hidden />
              <AnchorLink
                to="/festival/$id"
                params={{ id: shown.id }}
                fw={800}
                fz="lg"
                c="bright"
                data-testid="logging-festival"
              >
                {festivalTitle(shown)}
              </AnchorLink>
            </Group>
            <Group gap={6} c="dimmed" fz="sm" wrap="wrap">
              <Text span fz="sm">
                {formatFestivalDates(shown.startDate, shown.endDate)}
              </Text>
              <Group gap={2} wrap="nowrap">
                <IconMapPin size={14} aria-hidden />
                <Text span fz="sm">
                  {[shown.venue?.name, shown.city].filter(Boolean).join(', ')}
                </Text>
              </Group>
            </Group>
          </Stack>
          <Button
            renderRoot={(props) => <Link {...props} to="/festival/log" search={{}} />}
            variant="subtle"
            size="xs"
            px={6}
            style={{ flexShrink: 0 }}
            leftSection={<IconArrowLeft size={14} aria-hidden />}
          >
            Change
          </Button>
        </Group>
      </Paper>

      <Title order={2} fz="lg" c="bright">
        2. Add your sets
      </Title>
      <LogSetForm
        key={round}
        user={state.user}
        festival={shown}
        days={days}
        day={day}
        onDayChange={setChosenDay}
        focusArtist={round > 0}
        onSaved={saved}
      />
      <MyFestival festivalId={shown.id} mine={page.data.mine} titleId="your-sets-title" />
    </Stack>
  );
}
