import { SHORT_MONTH_NAMES, formatShowDate, type Plan } from '@gigrank/domain';
import { RowCard, tone } from '@gigrank/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarX, IconPencilPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { onPlainClick } from '../../lib/plain-click';
import { ArtistAnchor } from '../../components/AnchorLink';
import { SubtleRowButton } from '../../components/SubtleRowButton';
import { planLogHref } from './plan-text';
import classes from './Plans.module.css';

/** 'MAY' and '14' of '2026-05-14', for the date tile. */
function tileParts(date: string): { month: string; day: string } {
  const [, month, day] = date.split('-');
  return {
    month: (SHORT_MONTH_NAMES[Number(month) - 1] ?? '').toUpperCase(),
    day: String(Number(day)),
  };
}

/**
 * One plan: a date tile, the artist (linked to its page), the city and
 * venue, the date in full; for its owner 'Not going' while it is ahead, and
 * 'Log this show' (Add Show, its fields filled) once its date has passed.
 */
export function PlanRow({ plan, due, isOwner }: { plan: Plan; due: boolean; isOwner: boolean }) {
  const { month, day } = tileParts(plan.date);
  const place = [plan.city, plan.venue].filter(Boolean).join(' · ');
  const when = formatShowDate(plan.date);
  return (
    <RowCard aria-label={`${plan.artist}, ${when}`}>
      <div className={classes.row}>
        <Group gap="sm" wrap="nowrap" align="center" flex={1} miw={0}>
          <div className={classes.tile} data-due={due || undefined} aria-hidden>
            <span className={classes.tileMonth}>{month}</span>
            <span className={classes.tileDay}>{day}</span>
          </div>
          <Stack gap={0} miw={0} flex={1}>
            <ArtistAnchor
              name={plan.artist}
              fw={700}
              c="bright"
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
            />
            <Text fz="sm" c={tone.inkSoft} truncate>
              {place}
            </Text>
            <Text fz="xs" c="dimmed">
              {when}
            </Text>
          </Stack>
        </Group>
        {isOwner ? (
          <Group gap="xs" justify="flex-end" wrap="nowrap" style={{ flexShrink: 0 }}>
            {due ? <LogThisShow plan={plan} /> : null}
            <NotGoing plan={plan} due={due} />
          </Group>
        ) : null}
      </div>
    </RowCard>
  );
}

/** A link to Add Show with the plan's fields filled; a plain click stays in the app. */
function LogThisShow({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  const href = planLogHref(plan);
  const open = onPlainClick(() => void navigate({ href }));
  return (
    <Button
      component="a"
      href={href}
      onClick={open}
      size="compact-sm"
      radius="xl"
      leftSection={<IconPencilPlus size={14} aria-hidden />}
    >
      Log this show
    </Button>
  );
}

/**
 * Takes the plan back: 'Not going' while it is ahead, "Didn't go" once it
 * has passed (the owner's way to clear it without logging it). Also beside
 * each "You're going" line of the artist page.
 */
export function NotGoing({ plan, due }: { plan: Plan; due: boolean }) {
  const invalidate = useInvalidate();
  const remove = trpc.plans.remove.useMutation({
    onSuccess: () => {
      showSuccessToast('Plan removed', `You are no longer going to ${plan.artist}`);
      // Pending until the refreshed list no longer has it.
      return invalidate('planChanged');
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to remove the plan'),
  });
  const label = due ? "Didn't go" : 'Not going';
  return (
    <SubtleRowButton
      icon={IconCalendarX}
      color={due ? 'gray' : 'red'}
      loading={remove.isPending}
      label={`${label}: ${plan.artist}, ${formatShowDate(plan.date)}`}
      onClick={() => remove.mutate({ id: plan.id })}
    >
      {label}
    </SubtleRowButton>
  );
}
