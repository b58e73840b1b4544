import { groupPhotoEvenings, type NearbyPlaces, type PhotoBackfill } from '@gigrank/domain';
import { Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { announce } from '../../lib/announce';
import { isNetworkError, serverMessage } from '../../lib/errors';
import { useInvalidate } from '../../lib/invalidation';
import { useCurrentUser } from '../auth';
import { commitImport, formatCount, previewImport } from '../imports';
import { backfillCsv, draftOf, eveningTitle, foundText, type ProposalDraft } from './backfill-text';
import {
  OutcomeSection,
  PickSection,
  ReviewSection,
  type BackfillOutcome as Outcome,
} from './BackfillSections';
import { ProposalCard, type ProposalStatus } from './ProposalCard';
import { readPhotos } from './read-photos';
import { attachPhotos } from './attach-photos';
import { useNearbyLookups } from './use-nearby';

interface Proposal {
  draft: ProposalDraft;
  /** The user typed in it: the server's late answer no longer overwrites it. */
  edited: boolean;
  status: ProposalStatus;
  /** Its photos go to the show it becomes (off: a photo leaves the device only by choice). */
  attach: boolean;
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
            attach: false,
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
    // Each confirmed card whose photos go with it, and the files of its evening.
    const targets = proposals.flatMap((p, i) =>
      p.status === 'confirmed' && p.attach
        ? [{ draft: p.draft, files: evenings[i]!.photoIds.map((id) => files[Number(id)]!) }]
        : [],
    );
    importDrafts(
      me.id,
      confirmed.map((p) => p.draft),
    )
      .then(async (done) => {
        // The photos chosen go to the shows just created, once they exist.
        if (targets.length && done.result.created > 0) {
          done = { ...done, attached: await attachPhotos(me.id, targets) };
        }
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

  const nightCounts = new Map<string, number>();
  const cards = proposals.map((proposal, i) => {
    const evening = evenings[i]!;
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
        attach={proposal.attach}
        onAttachChange={(attach) => update(i, { attach })}
        onRetry={() => retry(i)}
      />
    );
  });

  return (
    <>
      <PageHeader
        title="Backfill from photos"
        caption="Rebuild your concert history from the photos on your phone."
      />
      {outcome ? (
        <OutcomeSection outcome={outcome} headingRef={summaryHeading} onAgain={() => start([])} />
      ) : (
        <Stack gap="lg">
          <PickSection
            reading={reading ? { done: read, total: files.length } : null}
            error={readError}
            again={backfill !== null}
            onPick={importing ? null : start}
          />
          {backfill ? (
            <ReviewSection
              backfill={backfill}
              fileNames={files.map((file) => file.name)}
              confirmed={confirmed.length}
              importing={importing}
              importError={importError}
              headingRef={reviewHeading}
              onAdd={addConfirmed}
            >
              {cards}
            </ReviewSection>
          ) : null}
        </Stack>
      )}
    </>
  );
}
