import type { AttachOutcome } from './attach-photos';
import {
  PHOTO_EVENING_CUTOFF_HOUR,
  PHOTO_EVENING_RADIUS_KM,
  type ImportCommitResponse,
  type ImportPreviewResponse,
  type PhotoBackfill,
} from '@gigrank/domain';
import { Button, FileButton, List, Stack, Text, Title } from '@mantine/core';
import { IconPhotoSearch, IconPlus } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { ErrorAlert } from '../../components/LoadError';
import { SectionCard } from '../../components/section-card';
import { ImportProgressBar, ImportSummarySection, formatCount, progressPercent } from '../imports';
import { apartText, foundText, missingText, readingText } from './backfill-text';

/** How photos make an evening, as the screen says it. */
const RULE_TEXT = `An evening is the photos taken within ${PHOTO_EVENING_RADIUS_KM} km of its first one the same night; photos before ${String(PHOTO_EVENING_CUTOFF_HOUR).padStart(2, '0')}:00 count for the night before.`;

/** Left-out photos named on the screen at most (the count says the rest). */
const APART_LISTED = 20;

/** What the import did with the confirmed shows, with the preview's duplicates and refusals. */
export interface BackfillOutcome {
  result: ImportCommitResponse;
  preview: ImportPreviewResponse['preview'];
  /** When photos were chosen to go with their shows: how many shows got them. */
  attached?: AttachOutcome;
}

/** Step 1: the photos to read, and how far the reading is. */
export function PickSection({
  reading,
  error,
  again,
  onPick,
}: {
  /** While the photos are read: how many are read of how many. */
  reading: { done: number; total: number } | null;
  error: string | null;
  /** Photos were read before: the button offers others. */
  again: boolean;
  /** Null while the confirmed shows are imported: no picking meanwhile. */
  onPick: ((files: File[]) => void) | null;
}) {
  return (
    <SectionCard titleId="photo-backfill-pick-title" padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" aria-busy={reading !== null}>
        <Title order={2} id="photo-backfill-pick-title" fz="lg" c="bright">
          Choose your photos
        </Title>
        <Text fz="sm">
          Pick the photos of the gigs you went to, hundreds at once if you like. Gigrank reads when
          and where each was taken on this device: no photo is uploaded.
        </Text>
        <FileButton
          onChange={(files) => onPick?.(files)}
          accept="image/*"
          multiple
          disabled={!onPick || reading !== null}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconPhotoSearch size={18} aria-hidden />}
              loading={reading !== null}
              fullWidth
              maw={{ sm: 280 }}
            >
              {again ? 'Choose other photos' : 'Choose photos'}
            </Button>
          )}
        </FileButton>
        {reading ? (
          <ImportProgressBar
            aria-label="Reading your photos"
            now={reading.done}
            max={reading.total}
            percent={progressPercent(reading.done, reading.total)}
            text={readingText(reading.done, reading.total)}
            hint="Your photos stay on this device."
          />
        ) : null}
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      </Stack>
    </SectionCard>
  );
}

/**
 * Step 2: what was found (the rule, the photos left out and why), the
 * proposals (`children`), and the button that adds the confirmed ones.
 */
export function ReviewSection({
  backfill,
  fileNames,
  confirmed,
  importing,
  importError,
  headingRef,
  onAdd,
  children,
}: {
  backfill: PhotoBackfill;
  fileNames: readonly string[];
  confirmed: number;
  importing: boolean;
  importError: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onAdd: () => void;
  children: ReactNode;
}) {
  const found = backfill.evenings.length;
  return (
    <section aria-labelledby="photo-backfill-review-title">
      <Stack gap="sm">
        <Title
          order={2}
          fz="lg"
          c="bright"
          id="photo-backfill-review-title"
          ref={headingRef}
          tabIndex={-1}
        >
          {foundText(found, fileNames.length)}
        </Title>
        <Text fz="sm" c="dimmed">
          {RULE_TEXT} Confirm the shows you went to, fix what is wrong, drop the rest.
        </Text>
        {found === 0 ? (
          <Text fw={600} c="bright">
            No evening found: none of these photos says both when and where it was taken. Photos
            keep their place when the camera may use your location.
          </Text>
        ) : null}
        {backfill.apart.length > 0 ? (
          <details>
            <summary>
              <Text component="span" fz="sm">
                {apartText(backfill.apart)}
              </Text>
            </summary>
            <List fz="sm" mt={4}>
              {backfill.apart.slice(0, APART_LISTED).map((photo) => (
                <List.Item key={photo.id}>
                  {fileNames[Number(photo.id)]}: {missingText(photo.missing)}
                </List.Item>
              ))}
            </List>
          </details>
        ) : null}
        {children}
        {importError ? (
          <ErrorAlert title="The shows were not added">{importError}</ErrorAlert>
        ) : null}
        {found > 0 ? (
          <Button
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={onAdd}
            loading={importing}
            disabled={confirmed === 0}
          >
            {confirmed === 1 ? 'Add 1 show' : `Add ${confirmed} shows`}
          </Button>
        ) : null}
      </Stack>
    </section>
  );
}

/** What became of the photos chosen to go with their shows. */
function attachedText({ attached, failed }: AttachOutcome): string {
  const shows = (n: number) => (n === 1 ? '1 show' : `${formatCount(n)} shows`);
  const sent = `Photos attached to ${shows(attached)}`;
  return failed ? `${sent}; those of ${shows(failed)} could not be sent` : `${sent}.`;
}

/** A list under the summary's counts, when it has rows. */
function OutcomeList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text fz="sm" fw={600}>
        {title}
      </Text>
      <List fz="sm" data-testid={testId}>
        {items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** Step 3: the import's summary, the shows skipped as already logged and those refused. */
export function OutcomeSection({
  outcome,
  headingRef,
  onAgain,
}: {
  outcome: BackfillOutcome;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  const { result, preview } = outcome;
  return (
    <ImportSummarySection
      result={result}
      unscored={result.created > 0}
      headingRef={headingRef}
      onAgain={onAgain}
      againLabel="Choose other photos"
    >
      {outcome.attached ? (
        <Text fz="sm" data-testid="photo-backfill-attached">
          {attachedText(outcome.attached)}
        </Text>
      ) : null}
      <OutcomeList
        title="Already logged, skipped:"
        testId="photo-backfill-duplicates"
        items={preview.duplicates.map((row) => `${row.artist}, ${row.city}, ${row.date}`)}
      />
      <OutcomeList
        title="Refused:"
        testId="photo-backfill-refused"
        items={preview.refused.map((row) => row.message)}
      />
    </ImportSummarySection>
  );
}
