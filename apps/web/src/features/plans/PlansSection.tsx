import { pluralize, type UserSummary } from '@gigrank/domain';
import { Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { ProfileSection } from '../../components/ProfileSection';
import { ListStates, PlainList } from '../../components/QueryStates';
import { localTodayIso } from '../../lib/local-today';
import { planItems } from './plan-text';
import { PlanRow } from './PlanRow';

const NO_PLANS_TEXT = "No plans yet. Mark a gig as Going from an artist's page.";

/**
 * The profile's Plans: the gigs the user marked Going, soonest
 * first, each with its artist (linked), city, venue and date. The owner can
 * take one back ('Not going') and, the day after its date, log it ('Log
 * this show'). A visitor who follows the user sees the upcoming ones; anyone
 * else gets none from the API, and sees no section at all.
 */
export function PlansSection({
  user,
  isOwner,
}: {
  user: Pick<UserSummary, 'id'>;
  isOwner: boolean;
}) {
  const list = trpc.plans.list.useQuery({ userId: user.id });
  // Today where the user is, as the Add Show form reads it (a plan is due the day after).
  const [today] = useState(localTodayIso);
  const items = list.data ? planItems(list.data, today, isOwner) : [];
  // A visitor sees plans, or nothing: no placeholder, no error, no empty card.
  if (!isOwner && items.length === 0) return null;

  return (
    <ProfileSection
      titleId="plans-title"
      title="Plans"
      icon={IconCalendarEvent}
      color="encore"
      count={
        list.isSuccess ? { text: pluralize(items.length, 'plan'), testId: 'plans-count' } : null
      }
    >
      <ListStates
        query={list}
        rows={items}
        loading="Loading plans"
        rowHeight={58}
        errorMessage="Failed to load plans"
        empty={
          <Text fz="sm" c="dimmed">
            {NO_PLANS_TEXT}
          </Text>
        }
      >
        <PlainList label="Plans">
          {items.map(({ plan, due }) => (
            <PlanRow key={plan.id} plan={plan} due={due} isOwner={isOwner} />
          ))}
        </PlainList>
      </ListStates>
    </ProfileSection>
  );
}
