import { Anchor, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { goingText } from './plan-text';
import { NotGoing } from './PlanRow';
import type { OwnArtistPlans } from './use-own-artist-plans';
import classes from './Plans.module.css';

/**
 * Under the artist page's 'Going': one line per upcoming plan of
 * the viewer's for the artist, soonest first, "You're going · Lisbon · Fri,
 * Dec 5", each with 'Not going'. Nothing while loading (the page's first
 * screen brings them, so nothing moves) or when there are none; a quiet
 * line when they could not be loaded, 'Going' still usable above it.
 */
export function YoureGoing({ artistName, own }: { artistName: string; own: OwnArtistPlans }) {
  if (own.failed) {
    return (
      <Text fz="xs" c="dimmed" role="status">
        Couldn&apos;t check your plans for this artist.{' '}
        <Anchor
          component="button"
          type="button"
          fz="xs"
          disabled={own.retrying}
          onClick={own.retry}
        >
          Try again
        </Anchor>
      </Text>
    );
  }
  if (own.plans.length === 0) return null;
  return (
    <ul className={classes.going} aria-label={`Your plans for ${artistName}`}>
      {own.plans.map((plan) => (
        <li key={plan.id} className={classes.goingRow}>
          <div className={classes.goingWhat}>
            <IconCalendarCheck size={18} aria-hidden className={classes.goingIcon} />
            <Text fz="sm" fw={600} c="bright" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {goingText(plan, own.today)}
            </Text>
          </div>
          <NotGoing plan={plan} due={false} />
        </li>
      ))}
    </ul>
  );
}
