import {
  IMPORT_MESSAGES,
  missingCsvFields,
  type CsvDateOrder,
  type CsvMapping,
  type ImportCommitResponse,
  type ImportPreviewResponse,
  type ImportSource,
  type RatingScale,
} from '@gigrank/domain';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { announce } from '../../lib/announce';
import { isNetworkError, serverMessage } from '../../lib/errors';
import { useInvalidate } from '../../lib/invalidation';
import { RestError } from '../../lib/rest';
import { useCurrentUser } from '../auth';
import { PageHeader } from '../../components/PageHeader';
import { CsvMappingSection } from './CsvMappingSection';
import { commitImport, importProgress, previewImport, type ImportUpload } from './import-api';
import { ImportProgressSection, ImportSummarySection } from './ImportOutcome';
import {
  CSV_FIELD_LABELS,
  hasUnscoredCreated,
  mappingInput,
  previewCounts,
  summaryText,
  uploadProblem,
} from './import-text';
import { PreviewSection } from './PreviewSection';
import { SetlistFmFetchSection } from './SetlistFmFetchSection';
import { SourceSection } from './SourceSection';
import { useSetlistFmFetch } from './use-setlistfm-fetch';

/** How often the progress bar asks how far the import is. */
const PROGRESS_POLL_MS = 500;

/** What a failed request says on the screen: the server's message when it gave one. */
function failureText(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof RestError && error.status === 413) return IMPORT_MESSAGES.fileTooLarge;
  if (isNetworkError(error))
    return 'Gigrank could not be reached. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}

/** Why the Import button waits, for a CSV: a required column, or the date order to confirm. */
function blockedReason(
  preview: ImportPreviewResponse,
  mapping: CsvMapping | null,
  dateOrderUnconfirmed: boolean,
): string | null {
  if (!preview.csv || !mapping) return null;
  const missing = missingCsvFields(mapping);
  if (missing.length > 0) {
    return `Choose the column for ${missing.map((f) => CSV_FIELD_LABELS[f].toLowerCase()).join(', ')} to import.`;
  }
  if (dateOrderUnconfirmed) {
    return 'Confirm how the dates are written (day or month first) to import.';
  }
  return null;
}

/**
 * Import at /import: fetch from setlist.fm by username (or choose its saved
 * pages) or a CSV, see what
 * would be created, skipped and refused (for a CSV, with its columns matched,
 * the scale of its ratings said and its date order confirmed), import with a progress bar, then a summary
 * that leads to the rating queue and the ranking.
 */
export function ImportPage() {
  const me = useCurrentUser();
  const invalidate = useInvalidate();
  const [source, setSource] = useState<ImportSource>('setlistfm');
  const [files, setFiles] = useState<File[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [mapping, setMapping] = useState<CsvMapping | null>(null);
  const [dateOrder, setDateOrder] = useState<CsvDateOrder | null>(null);
  // The score column's scale once the user chose one (null: the server's guess).
  const [ratingScale, setRatingScale] = useState<RatingScale | null>(null);
  // Once the file's dates were found ambiguous, the question stays (the answer can change).
  const [askDateOrder, setAskDateOrder] = useState(false);
  const [finished, setFinished] = useState<{
    result: ImportCommitResponse;
    unscored: boolean;
  } | null>(null);

  const upload = useMutation({
    mutationKey: ['imports', 'preview'],
    mutationFn: (body: ImportUpload) => previewImport(me.id, body),
  });
  const commit = useMutation({
    mutationKey: ['imports', 'commit'],
    mutationFn: (importId: string) => commitImport(me.id, importId),
  });
  const importing = commit.isPending ? commit.variables : undefined;
  const progress = useQuery({
    queryKey: ['imports', 'progress', importing],
    queryFn: () => importProgress(me.id, importing ?? ''),
    enabled: importing !== undefined,
    refetchInterval: PROGRESS_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });

  // Focus follows the screen's step: to the preview once it comes, to the summary at the end.
  const headings = {
    preview: useRef<HTMLHeadingElement>(null),
    progress: useRef<HTMLHeadingElement>(null),
    summary: useRef<HTMLHeadingElement>(null),
  };
  const focusNext = useRef<keyof typeof headings | null>(null);
  useEffect(() => {
    const target = focusNext.current ? headings[focusNext.current].current : null;
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  });

  /** Files or source changed: the preview belonged to the old ones. */
  const clearPreview = () => {
    upload.reset();
    commit.reset();
    setUploadError(null);
    setPreview(null);
    setMapping(null);
    setDateOrder(null);
    setRatingScale(null);
    setAskDateOrder(false);
  };

  const showPreview = (answer: ImportPreviewResponse) => {
    setPreview(answer);
    if (answer.csv?.dateOrderAmbiguous) setAskDateOrder(true);
    const counts = previewCounts(answer.preview);
    announce(`Preview ready: ${counts.create}, ${counts.duplicates}, ${counts.refused}.`);
  };

  // setlist.fm by username: once fetched, its preview is shown as an upload's.
  const setlistFm = useSetlistFmFetch(me.id, (answer) => {
    setMapping(null);
    focusNext.current = 'preview';
    showPreview(answer);
  });

  const startUpload = () => {
    if (upload.isPending) return;
    clearPreview();
    const problem = uploadProblem(files);
    if (problem) {
      setUploadError(problem);
      return;
    }
    upload.mutate(
      { source, files },
      {
        onSuccess: (answer) => {
          setMapping(answer.csv?.mapping ?? null);
          focusNext.current = 'preview';
          showPreview(answer);
        },
        onError: (error) => setUploadError(failureText(error)),
      },
    );
  };

  /** A CSV's mapping, date order or score scale changed: the same file again, read that way. */
  const remap = (next: CsvMapping, order: CsvDateOrder | null, scale: RatingScale | null) => {
    setMapping(next);
    setDateOrder(order);
    setRatingScale(scale);
    setUploadError(null);
    commit.reset();
    upload.mutate(
      { source: 'csv', files, mapping: mappingInput(next, order, scale) },
      {
        onSuccess: showPreview,
        onError: (error) => setUploadError(failureText(error)),
      },
    );
  };

  const startImport = () => {
    if (!preview || commit.isPending) return;
    const rows = preview.preview.create;
    // The Import button goes with the preview: the keyboard lands on the progress.
    focusNext.current = 'progress';
    commit.mutate(preview.importId, {
      onSuccess: (result) => {
        setFinished({ result, unscored: hasUnscoredCreated(rows, result) });
        focusNext.current = 'summary';
        announce(summaryText(result));
        // Every screen that lists or counts the user's shows (lib/invalidation.ts).
        void invalidate('importCommitted');
      },
      // Some batches may have landed before the failure.
      onError: () => {
        // Back to the preview, where the failure is said and Import can be pressed again.
        focusNext.current = 'preview';
        void invalidate('importCommitted');
      },
    });
  };

  const again = () => {
    clearPreview();
    setFiles([]);
    setFinished(null);
  };

  let body;
  if (finished) {
    body = (
      <ImportSummarySection
        result={finished.result}
        unscored={finished.unscored}
        headingRef={headings.summary}
        onAgain={again}
      />
    );
  } else if (importing !== undefined && preview) {
    // The commit works through the rows to create (the API's progress says so too).
    const total = preview.preview.create.length;
    body = (
      <ImportProgressSection
        headingRef={headings.progress}
        done={progress.data?.done ?? 0}
        total={progress.data?.total ?? total}
      />
    );
  } else {
    const refreshing = upload.isPending && preview !== null;
    body = (
      <>
        <SourceSection
          source={source}
          files={files}
          uploading={upload.isPending && preview === null}
          error={preview ? null : uploadError}
          setlistFm={
            <SetlistFmFetchSection
              fetching={setlistFm}
              onStart={clearPreview}
              onUseCsv={() => {
                setSource('csv');
                setFiles([]);
                clearPreview();
              }}
            />
          }
          onSourceChange={(next) => {
            setSource(next);
            setFiles([]);
            clearPreview();
          }}
          onFilesChange={(next) => {
            setFiles(next);
            clearPreview();
          }}
          onUpload={startUpload}
        />
        {preview?.csv && mapping ? (
          <CsvMappingSection
            csv={preview.csv}
            mapping={mapping}
            dateOrder={dateOrder}
            ratingScale={ratingScale}
            askDateOrder={askDateOrder}
            busy={refreshing}
            error={uploadError}
            onChange={remap}
          />
        ) : null}
        {preview ? (
          <PreviewSection
            // A new upload starts its lists from their first rows.
            key={preview.importId}
            preview={preview.preview}
            refreshing={refreshing}
            stale={uploadError !== null}
            blocked={blockedReason(
              preview,
              mapping,
              askDateOrder && (dateOrder === null || preview.csv?.dateOrderAmbiguous === true),
            )}
            importError={commit.isError ? failureText(commit.error) : null}
            importExpired={commit.error instanceof RestError && commit.error.status === 404}
            headingRef={headings.preview}
            onImport={startImport}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Import shows"
        caption="Bring your concert history from setlist.fm or a spreadsheet."
        actions={
          // No list anywhere? The camera roll remembers: photos read on the device.
          <Anchor component={Link} to="/import/photos" fz="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconPhoto size={16} aria-hidden />
              Find your gigs in your photos
            </Group>
          </Anchor>
        }
      />
      <Stack gap="lg">{body}</Stack>
    </>
  );
}
