import { PRODUCT_NAME, type User } from '@gigrank/domain';
import { Button, Group, SegmentedControl, Select, Skeleton, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import type { DialogProps } from '../../../lib/lazy-when-opened';
import { trpc } from '../../../lib/trpc';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { WrappedCard } from './WrappedCard';
import { WrappedStory } from './WrappedStory';
import { LedgerChoices, useWrappedLedger } from './wrapped-ledger';
import { downloadWrappedImage, wrappedFileName, type WrappedFormat } from './wrapped-image';
import classes from './Wrapped.module.css';
import { PhoneDialog } from '../../../components/PhoneDialog';
import { busyRegion } from '../../../components/busy-region';

const ALL_TIME = 'all';

/** The format choice: today's card, or a 9:16 story. */
const FORMATS: { value: WrappedFormat; label: string }[] = [
  { value: 'card', label: 'Card' },
  { value: 'story', label: 'Story 9:16' },
];

/**
 * The Wrapped dialog (SPEC section 2): the shareable card for all time or one
 * year the user has shows in (DECISIONS.md), as today's card or a 9:16 story
 *, and 'Download Image', which saves the one shown as a PNG named
 * after the display name ('-story' added for the story). The owner may add
 * spend and travel figures to the image (none unless picked).
 */
export function WrappedDialog({
  opened,
  onClose,
  user,
  isOwner,
}: DialogProps & { user: User; isOwner: boolean }) {
  // On a phone the card gets the whole screen.
  return (
    <PhoneDialog
      opened={opened}
      onClose={onClose}
      title={`${PRODUCT_NAME} Wrapped`}
      size={460}
      padding="md"
      styles={{ title: { fontWeight: 900, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted with each opening: starts on all time. */}
      <WrappedContent user={user} isOwner={isOwner} />
    </PhoneDialog>
  );
}

function WrappedContent({ user, isOwner }: { user: User; isOwner: boolean }) {
  const [year, setYear] = useState<string>(ALL_TIME);
  const [format, setFormat] = useState<WrappedFormat>('card');
  const [downloading, setDownloading] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const period = year === ALL_TIME ? undefined : Number(year);
  const ledger = useWrappedLedger(user.id, period, isOwner);
  const wrapped = trpc.profile.wrapped.useQuery(
    { userId: user.id, year: period },
    // Switching years keeps the last card on screen until the next one arrives.
    { placeholderData: keepPreviousData },
  );

  const data = wrapped.data;
  const years = data?.years ?? [];
  const yearOptions = [
    { value: ALL_TIME, label: 'All time' },
    ...years.map((y) => ({ value: String(y), label: String(y) })),
  ];

  const download = async () => {
    const node = cardRef.current;
    if (!node || !data) return;
    setDownloading(true);
    try {
      await downloadWrappedImage(node, wrappedFileName(data.user.displayName, format), format);
      showSuccessToast(
        'Downloaded successfully',
        `Your ${PRODUCT_NAME} Wrapped image has been downloaded!`,
      );
    } catch {
      showErrorToast('Download failed', 'There was an error generating your image.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        radius="xl"
        aria-label="Format"
        data={FORMATS}
        value={format}
        onChange={(value) => setFormat(value === 'story' ? 'story' : 'card')}
      />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Select
          label="Year"
          data={yearOptions}
          value={year}
          onChange={(value) => {
            if (value) setYear(value);
          }}
          allowDeselect={false}
          disabled={!data}
          comboboxProps={{ withinPortal: true }}
          flex={1}
          maw={200}
        />
        <Button
          ml="auto"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void download()}
          loading={downloading}
          disabled={!data || wrapped.isPlaceholderData || ledger.stale}
          radius="xl"
        >
          Download Image
        </Button>
      </Group>
      <LedgerChoices offered={ledger.offered} picked={ledger.picked} onChange={ledger.setPicked} />

      {wrapped.isPending ? (
        <WrappedCardSkeleton />
      ) : wrapped.isError && !data ? (
        <QueryLoadError
          title="Couldn't load Wrapped"
          message="Something went wrong while gathering the stats. Please try again."
          query={wrapped}
        />
      ) : data ? (
        <div
          aria-busy={wrapped.isPlaceholderData}
          style={{ opacity: wrapped.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {format === 'story' ? (
            <WrappedStory data={data} ledger={ledger.shown} ref={cardRef} />
          ) : (
            <WrappedCard data={data} ledger={ledger.shown} ref={cardRef} />
          )}
        </div>
      ) : null}
    </Stack>
  );
}

function WrappedCardSkeleton() {
  return (
    <div className={classes.card} {...busyRegion('Loading Wrapped')}>
      <Stack gap="md" p="md">
        <Group justify="space-between">
          <Skeleton height={34} width={130} />
          <Skeleton height={22} width={110} radius="xl" />
        </Group>
        <Skeleton height={190} radius={22} />
        <Group grow gap="sm">
          <Skeleton height={78} radius={18} />
          <Skeleton height={78} radius={18} />
        </Group>
        <Group grow gap="sm">
          <Skeleton height={78} radius={18} />
          <Skeleton height={78} radius={18} />
        </Group>
        <Skeleton height={14} width={140} />
        <Skeleton height={54} radius={16} />
        <Skeleton height={54} radius={16} />
        <Skeleton height={54} radius={16} />
      </Stack>
    </div>
  );
}
