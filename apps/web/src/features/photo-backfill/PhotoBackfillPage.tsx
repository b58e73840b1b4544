import {
  groupPhotoEvenings,
  PHOTO_EVENING_CUTOFF_HOUR,
  PHOTO_EVENING_RADIUS_KM,
  type ImportCommitResponse,
  type ImportPreviewResponse,
  type NearbyPlaces,
  type PhotoBackfill,
} from '@gigrank/domain';
import { Button, FileButton, List, Stack, Text, Title } from '@mantine/core';
import { IconPhotoSearch, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/section-card';
import { announce } from '../../lib/announce';
import { isNetworkError, serverMessage } from '../../lib/errors';
import { useInvalidate } from '../../lib/invalidation';
import { useCurrentUser } from '../auth';
import {
  commitImport,
  formatCount,
  ImportProgressBar,
  ImportSummarySection,
  previewImport,
  progressPercent,
} from '../imports';
import {
  apartText,
  backfillCsv,
  draftOf,
  eveningTitle,
  foundText,
  missingText,
  readingText,
  type ProposalDraft,
} from './backfill-text';
import { ProposalCard, type ProposalStatus } from './ProposalCard';
import { readPhotos } from './read-photos';
import { useNearbyLookups } from './use-nearby';

/** How photos make an evening, as the screen says it. */
const RULE_TEXT = `An evening is the photos taken within ${PHOTO_EVENING_RADIUS_KM} km of its first one the same night; photos before ${String(PHOTO_EVENING_CUTOFF_HOUR).padStart(2, '0')}:00 count for the night before.`;

/** Left-out photos named on the screen at most (the count says the rest). */
const APART_LISTED = 20;

interface Proposal {
  draft: ProposalDraft;
  /** The user typed in it: the server's late answer no longer overwrites it. */
  edited: boolean;
  status: ProposalStatus;
}

/** What the import did with the confirmed shows, with the preview's duplicates and refusals. */
interface Outcome {
  result: ImportCommitResponse;
  preview: ImportPreviewResponse['preview'];
}

/** What a failed import says on the screen: the server's message when it gave one. */
function importFailureText(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  return isNetworkError(error)
    ? 'Gigrank could not be reached. Check your connection and try again.'
    : 'Something went wrong. Please try again.';
}

/**
 * The confirmed drafts through the import, as a CSV made here: the preview
 * sorts them into new shows, already logged and refused, and the commit
 * creates the new ones (unscored: they wait in the rating queue).
 */
async function importDrafts(userId: number, drafts: readonly ProposalDraft[]): Promise<Outcome> {
  const csv = new File([backfillCsv(drafts)], 'photo-backfill.csv', { type: 'text/csv' });
  const answer = await previewImport(userId, { source: 'csv', files: [csv] });
  const { preview } = answer;
  if (preview.create.length === 0) {
    return {
      preview,
      result: { created: 0, skipped: preview.duplicates.length, refused: preview.refusedTotal },
    };
  }
  return { preview, result: await commitImport(userId, answer.importId) };
}

/**
 * Backfill from photos at /import/photos: pick many photos; their dates and
 * places are read on this device and grouped into evenings
 * (groupPhotoEvenings); each evening is a proposal the server fills in from
 * what it knows of the place and the night; the confirmed ones are imported
 * as shows without a score, for the rating queue.
 */
export function PhotoBackfillPage() {
  const me = useCurrentUser();
  const invalidate = useInvalidate();
  const [files, setFiles] = useState<File[]>([]);
  const [read, setRead] = useState(0);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [backfill, setBackfill] = useState<PhotoBackfill | null>(null);
  const [proposals, setProposals] = useState<Proposal[]>([]);
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const readAbort = useRef<AbortController | null>(null);
  useEffect(() => () => readAbort.current?.abort(), []);

  const evenings = useMemo(() => backfill?.evenings ?? [], [backfill]);
  const { lookups, retry } = useNearbyLookups(evenings, (index: number, places: NearbyPlaces) => {
    setProposals((all) =>
      all.map((proposal, i) =>
        i === index && !proposal.edited && proposal.status === 'open'
          ? { ...proposal, draft: draftOf(evenings[i]!, places) }
          : proposal,
      ),
    );
  });

  // Focus follows the step: the review once the photos are read, the summary at the end.
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'review' | 'summary' | null>(null);
  useEffect(() => {
    const target = { review: reviewHeading, summary: summaryHeading, none: null }[
      focusNext.current ?? 'none'
    ];
    if (target?.current) {
      target.current.focus();
      focusNext.current = null;
    }
  });

  const start = (picked: File[]) => {
    readAbort.current?.abort();
    const controller = new AbortController();
    readAbort.current = controller;
    setFiles(picked);
    setRead(0);
    setBackfill(null);
    setProposals([]);
    setOutcome(null);
    setImportError(null);
    setReadError(null);
    if (picked.length === 0) return;
    setReading(true);
    readPhotos(picked, setRead, controller.signal)
      .then((facts) => {
        if (controller.signal.aborted) return;
        const grouped = groupPhotoEvenings(facts);
        setBackfill(grouped);
        setProposals(
          grouped.evenings.map((evening) => ({
            draft: draftOf(evening, null),
            edited: false,
            status: 'open',
          })),
        );
        focusNext.current = 'review';
        announce(foundText(grouped.evenings.length, picked.length));
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setReadError('These photos could not be read. Try again, or choose fewer at a time.');
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) setReading(false);
      });
  };

  const update = (index: number, change: Partial<Proposal>) =>
    setProposals((all) => all.map((p, i) => (i === index ? { ...p, ...change } : p)));

  const confirmed = proposals.filter((p) => p.status === 'confirmed');
  const addConfirmed = () => {
    if (importing || confirmed.length === 0) return;
    setImporting(true);
    setImportError(null);
    importDrafts(
      me.id,
      confirmed.map((p) => p.draft),
    )
      .then((done) => {
        setOutcome(done);
        focusNext.current = 'summary';
        announce(`Imported ${formatCount(done.result.created)} shows.`);
        void invalidate('importCommitted');
      })
      .catch((error: unknown) => {
        setImportError(importFailureText(error));
        // Some rows may have landed before the failure.
        void invalidate('importCommitted');
      })
      .finally(() => setImporting(false));
  };

  const again = () => start([]);

  let body;
  if (outcome) {
    body = (
      <ImportSummarySection
        result={outcome.result}
        unscored={outcome.result.created > 0}
        headingRef={summaryHeading}
        onAgain={again}
        againLabel="Choose other photos"
      >
        {outcome.preview.duplicates.length > 0 ? (
          <div>
            <Text fz="sm" fw={600}>
              Already logged, skipped:
            </Text>
            <List fz="sm" data-testid="photo-backfill-duplicates">
              {outcome.preview.duplicates.map((row) => (
                <List.Item key={row.row}>
                  {row.artist}, {row.city}, {row.date}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {outcome.preview.refused.length > 0 ? (
          <div>
            <Text fz="sm" fw={600}>
              Refused:
            </Text>
            <List fz="sm">
              {outcome.preview.refused.map((row) => (
                <List.Item key={row.row}>{row.message}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </ImportSummarySection>
    );
  } else {
    const nightCounts = new Map<string, number>();
    body = (
      <>
        <SectionCard titleId="photo-backfill-pick-title" padding={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" aria-busy={reading}>
            <Title order={2} id="photo-backfill-pick-title" fz="lg" c="bright">
              Choose your photos
            </Title>
            <Text fz="sm">
              Pick the photos of the gigs you went to, hundreds at once if you like. Gigrank reads
              when and where each was taken on this device: no photo is uploaded.
            </Text>
            <FileButton onChange={start} accept="image/*" multiple disabled={reading || importing}>
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconPhotoSearch size={18} aria-hidden />}
                  loading={reading}
                  fullWidth
                  maw={{ sm: 280 }}
                >
                  {backfill ? 'Choose other photos' : 'Choose photos'}
                </Button>
              )}
            </FileButton>
            {reading ? (
              <ImportProgressBar
                aria-label="Reading your photos"
                now={read}
                max={files.length}
                percent={progressPercent(read, files.length)}
                text={readingText(read, files.length)}
                hint="Your photos stay on this device."
              />
            ) : null}
            {readError ? <ErrorAlert>{readError}</ErrorAlert> : null}
          </Stack>
        </SectionCard>
        {backfill ? (
          <section aria-labelledby="photo-backfill-review-title">
            <Stack gap="sm">
              <Title
                order={2}
                fz="lg"
                c="bright"
                id="photo-backfill-review-title"
                ref={reviewHeading}
                tabIndex={-1}
              >
                {foundText(backfill.evenings.length, files.length)}
              </Title>
              <Text fz="sm" c="dimmed">
                {RULE_TEXT} Confirm the shows you went to, fix what is wrong, drop the rest.
              </Text>
              {backfill.evenings.length === 0 ? (
                <Text fw={600} c="bright">
                  No evening found: none of these photos says both when and where it was taken.
                  Photos keep their place when the camera may use your location.
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
                        {files[Number(photo.id)]?.name}: {missingText(photo.missing)}
                      </List.Item>
                    ))}
                  </List>
                </details>
              ) : null}
              {proposals.map((proposal, i) => {
                const evening = backfill.evenings[i]!;
                const nth = (nightCounts.get(evening.date) ?? 0) + 1;
                nightCounts.set(evening.date, nth);
                return (
                  <ProposalCard
                    key={`${evening.date}-${evening.photoIds[0]}`}
                    index={i}
                    title={eveningTitle(evening, nth)}
                    evening={evening}
                    lookup={lookups[i]}
                    draft={proposal.draft}
                    status={proposal.status}
                    onDraftChange={(draft) => update(i, { draft, edited: true })}
                    onStatusChange={(status) => update(i, { status })}
                    onRetry={() => retry(i)}
                  />
                );
              })}
              {importError ? (
                <ErrorAlert title="The shows were not added">{importError}</ErrorAlert>
              ) : null}
              {backfill.evenings.length > 0 ? (
                <Button
                  size="md"
                  leftSection={<IconPlus size={18} aria-hidden />}
                  onClick={addConfirmed}
                  loading={importing}
                  disabled={confirmed.length === 0}
                >
                  {confirmed.length === 1 ? 'Add 1 show' : `Add ${confirmed.length} shows`}
                </Button>
              ) : null}
            </Stack>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Backfill from photos"
        caption="Rebuild your concert history from the photos on your phone."
      />
      <Stack gap="lg">{body}</Stack>
    </>
  );
}
