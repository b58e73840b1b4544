import { pluralize } from '@gigrank/domain';
import { StatCard } from '@gigrank/ui';
import { Box, Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useMemo } from 'react';
import { trpc } from '../../../lib/trpc';
import { AnchorLink } from '../../../components/AnchorLink';
import classes from '../ProfileStats.module.css';
import { MONTH_NAMES, showsPerMonth } from './calendar';
import diaryClasses from './Diary.module.css';

/**
 * The profile's Diary card: the days with shows in the newest
 * year that has any; the whole card opens the diary (/profile/{id}/diary).
 * From sm up it spans the row, with the year's shows per month.
 */
export function DiaryStatCard({ userId }: { userId: number }) {
  // The newest year with shows: the same query the diary opens with when no year is asked.
  const diary = trpc.users.diary.useQuery({ userId });
  const data = diary.data;
  const perMonth = useMemo(() => (data ? showsPerMonth(data.days) : []), [data]);
  const most = Math.max(1, ...perMonth);
  const hasDays = (data?.days.length ?? 0) > 0;
  const linkLabel = data
    ? `Diary: ${hasDays ? `${pluralize(data.days.length, 'day')} with shows in ${data.year}` : 'no shows yet'}, open the calendar`
    : 'Open the diary';
  return (
    <StatCard
      className={classes.diary}
      label="Diary"
      icon={<IconCalendarEvent size={16} />}
      color="spotlight"
      loading={diary.isPending}
      muted={!hasDays}
      value={
        <AnchorLink
          to="/profile/$id/diary"
          params={{ id: userId }}
          search={data ? { year: data.year } : {}}
          c="inherit"
          inherit
          className={classes.stretchedLink}
          aria-label={linkLabel}
        >
          {hasDays
            ? pluralize(data!.days.length, 'day')
            : diary.isError
              ? 'Open the diary'
              : 'No shows yet'}
        </AnchorLink>
      }
      details={
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="md">
          <div>{hasDays ? `With shows in ${data!.year}` : 'Your year, day by day'}</div>
          {hasDays ? (
            <Box visibleFrom="sm" className={diaryClasses.bars} aria-hidden>
              {perMonth.map((count, month) => (
                <div key={month} className={diaryClasses.bar}>
                  <div className={diaryClasses.track}>
                    <div
                      className={diaryClasses.barFill}
                      style={{ height: `${Math.round((count / most) * 100)}%` }}
                    />
                  </div>
                  <Text span fz={9} fw={700} c="dimmed">
                    {MONTH_NAMES[month]!.slice(0, 1)}
                  </Text>
                </div>
              ))}
            </Box>
          ) : null}
        </Group>
      }
    />
  );
}
