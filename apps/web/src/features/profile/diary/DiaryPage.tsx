import { DIARY_MAX_SHOWS, PRODUCT_NAME, pluralize, type Diary } from '@gigrank/domain';
import { EmptyState, PageMessage } from '@gigrank/ui';
import { Alert, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconChevronLeft, IconLock, IconUserOff } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { isNotFoundError, serverErrorCode } from '../../../lib/errors';
import { lazyWhenOpened } from '../../../lib/lazy-when-opened';
import { trpc } from '../../../lib/trpc';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useCurrentUser } from '../../auth';
import { PageHeader } from '../../../components/PageHeader';
import { AnchorLink } from '../../../components/AnchorLink';
import { LoadError } from '../../../components/LoadError';
import { daysByDate, pickerYears, showsPerMonth } from './calendar';
import { DiaryLegend } from './DiaryLegend';
import { MonthCalendar } from './MonthCalendar';
import { profileLink } from '../../../lib/profile-link';

// The day's dialog loads when a day is first opened.
const DiaryDayDialog = lazyWhenOpened(() =>
  import('./DiaryDayDialog').then((module) => module.DiaryDayDialog),
);

const MONTHS = Array.from({ length: 12 }, (_, month) => month);

/**
 * A user's diary: the calendar of a year, twelve months Monday
 * first, the days with shows marked in their best score's colour; a day
 * opens its shows. `year` from the address (?year=), else the newest year
 * with shows; the picker lists the years with shows.
 */
export function DiaryPage({
  userId,
  year,
  onYearChange,
}: {
  userId: number;
  year: number | undefined;
  onYearChange: (year: number) => void;
}) {
  const me = useCurrentUser();
  const isOwner = me.id === userId;
  const user = trpc.users.byId.useQuery({ id: userId });
  const diary = trpc.users.diary.useQuery(
    { userId, year },
    // Switching years keeps the last calendar on screen until the next one arrives.
    { placeholderData: keepPreviousData },
  );
  const shownYear = diary.data?.year ?? year;
  useDocumentHead(`Diary${shownYear ? ` ${shownYear}` : ''} | ${PRODUCT_NAME}`, null);

  const back = (
    <AnchorLink {...profileLink(userId, me.id)} fz="sm" fw={600} mb="xs" display="inline-block">
      <Group gap={4} component="span">
        <IconChevronLeft size={16} aria-hidden />
        Back to profile
      </Group>
    </AnchorLink>
  );

  if (diary.isError && !diary.data) {
    return (
      <>
        {back}
        <DiaryUnavailable
          error={diary.error}
          retrying={diary.isFetching}
          onRetry={() => void diary.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader
        title="Diary"
        caption={user.data ? `${user.data.displayName} · @${user.data.username}` : undefined}
        actions={
          diary.data ? (
            <Select
              label="Year"
              data={pickerYears(diary.data.years, diary.data.year).map(String)}
              value={String(diary.data.year)}
              onChange={(value) => {
                if (value) onYearChange(Number(value));
              }}
              allowDeselect={false}
              w={120}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null
        }
      />
      {diary.data ? (
        <div
          aria-busy={diary.isPlaceholderData}
          style={{ opacity: diary.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <DiaryYear diary={diary.data} isOwner={isOwner} />
        </div>
      ) : (
        <DiarySkeleton />
      )}
    </>
  );
}

function DiaryYear({ diary, isOwner }: { diary: Diary; isOwner: boolean }) {
  const [openDate, setOpenDate] = useState<string | null>(null);
  // The last day opened stays in the dialog while it closes.
  const [lastDate, setLastDate] = useState<string | null>(null);
  const showsOn = useMemo(() => daysByDate(diary.days), [diary.days]);
  const perMonth = useMemo(() => showsPerMonth(diary.days), [diary.days]);
  const total = perMonth.reduce((a, b) => a + b, 0);
  const openDay = useCallback((date: string) => {
    setOpenDate(date);
    setLastDate(date);
  }, []);

  if (diary.days.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff size={40} stroke={1.5} aria-hidden />}
        title={`No shows in ${diary.year}`}
        description={
          isOwner
            ? 'Shows you log with a date in this year appear here, day by day.'
            : 'Shows logged with a date in this year appear here, day by day.'
        }
        action={
          isOwner ? (
            <Button component={Link} to="/add" radius="xl">
              Add a show
            </Button>
          ) : null
        }
      />
    );
  }
  const shownDate = openDate ?? lastDate;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text fw={700} c="bright" data-testid="diary-summary">
          {pluralize(diary.days.length, 'day')} with shows · {pluralize(total, 'show')} in{' '}
          {diary.year}
        </Text>
        <DiaryLegend />
      </Group>
      {diary.truncated ? (
        <Alert color="yellow" variant="light" radius="md">
          This year has more than {DIARY_MAX_SHOWS.toLocaleString('en-US')} shows: the diary shows
          the first {DIARY_MAX_SHOWS.toLocaleString('en-US')}.
        </Alert>
      ) : null}
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing={{ base: 8, sm: 'md' }}
        verticalSpacing={{ base: 8, sm: 'md' }}
        aria-label={`${diary.year} calendar`}
        role="region"
      >
        {MONTHS.map((month) => (
          <MonthCalendar
            key={month}
            year={diary.year}
            month={month}
            showsOn={showsOn}
            count={perMonth[month]!}
            onOpenDay={openDay}
          />
        ))}
      </SimpleGrid>
      {shownDate ? (
        <DiaryDayDialog
          opened={openDate !== null}
          onClose={() => setOpenDate(null)}
          date={shownDate}
          shows={showsOn.get(shownDate) ?? []}
        />
      ) : null}
    </Stack>
  );
}

function DiarySkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 8, sm: 'md' }} aria-busy="true">
      {MONTHS.map((month) => (
        <Skeleton key={month} height={190} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** Why a diary may not be read, when the error says: a private account, or no such user. */
function unreadableReason(error: unknown) {
  if (serverErrorCode(error) === 'FORBIDDEN') {
    return {
      icon: IconLock,
      color: 'midnight',
      title: 'This account is private',
      text: 'Follow to see their shows',
    };
  }
  if (isNotFoundError(error)) {
    return {
      icon: IconUserOff,
      color: 'gray',
      title: 'User not found',
      text: 'This profile does not exist, or the account was deleted.',
    };
  }
  return null;
}

/** A diary the viewer may not read (private, or absent in a block), or one that failed to load. */
function DiaryUnavailable({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const reason = unreadableReason(error);
  if (reason) {
    const { icon: ReasonIcon, color, title, text } = reason;
    return (
      <PageMessage
        icon={<ReasonIcon size={40} stroke={1.6} />}
        color={color}
        title={title}
        actions={null}
      >
        {text}
      </PageMessage>
    );
  }
  return (
    <LoadError
      title="Couldn't load the diary"
      message="Something went wrong while loading the diary. Please try again."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
