import { todayIso, type Plan } from '@gigrank/domain';
import { UserAvatar } from '@gigrank/ui';
import { Group, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useNow } from '../../lib/use-now';
import { formatPlanDate, planVerb } from '../plans';
import classes from './FollowingPlans.module.css';
import { SectionCard } from '../../components/section-card';
import { ArtistLink } from '../../components/AnchorLink';

/**
 * The top of the Following feed: the upcoming gigs people you
 * follow marked Going, soonest first: 'Ana is going to see Radiohead ·
 * Lisbon · Fri, Dec 5', the artist linked to their page and the place and
 * date to the gig's page.
 */
export function FollowingPlans({ plans }: { plans: readonly Plan[] }) {
  // The render clock (the server's, while hydrating): the same day on both sides.
  const today = todayIso(useNow(60_000));
  return (
    <SectionCard titleId="following-plans-title" padding="sm" data-testid="following-plans">
      <Group gap={6} mb={4} c="encore">
        <IconCalendarEvent size={16} aria-hidden />
        <Title order={2} fz="sm" id="following-plans-title" tt="uppercase" lts={0.6}>
          Coming up
        </Title>
      </Group>
      <ul className={classes.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={classes.plan}>
            <UserAvatar
              displayName={plan.user.displayName}
              profilePicture={plan.user.profilePicture}
              radius="xl"
              size={32}
              aria-hidden
            />
            <Text fz="sm" lh={1.35} miw={0} style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={700} c="bright" inherit>
                {plan.user.displayName}
              </Text>{' '}
              {planVerb(plan, today)} <ArtistLink name={plan.artist} className={classes.artist} />
              {' · '}
              <Link
                to="/gig/$artistId/$cityId/$date"
                params={{ artistId: plan.artistId, cityId: plan.cityId, date: plan.date }}
                className={classes.gig}
              >
                {plan.city} · {formatPlanDate(plan.date, today)}
              </Link>
            </Text>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
