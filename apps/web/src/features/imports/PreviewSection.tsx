import type { ImportPreview } from '@gigrank/domain';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Ref } from 'react';
import { tone } from '@gigrank/ui';
import { SectionCard } from '../../components/section-card';
import { CreateRow, DuplicateRow, PreviewList, RefusedRow } from './PreviewLists';
import { formatCount, moreRefusedText } from './import-text';
import { ErrorAlert } from '../../components/LoadError';
import { StepTitle } from './StepTitle';

/**
 * What the import would do, before it does anything: the shows to create,
 * those already logged (skipped) and the rows refused with their reasons,
 * and the Import button, held back by `blocked` (a reason to show) until the
 * mapping and the date order are settled.
 */
export function PreviewSection({
  preview,
  refreshing,
  stale,
  blocked,
  importError,
  importExpired = false,
  headingRef,
  onImport,
}: {
  preview: ImportPreview;
  /** A new preview (another mapping or date order) is on its way: this one is stale. */
  refreshing: boolean;
  /** The last change of mapping could not be previewed: this preview is not what would import. */
  stale: boolean;
  /** Why Import waits (a required column, the date order), or null. */
  blocked: string | null;
  /** The last import attempt's failure, or null. */
  importError: string | null;
  /** The preview is gone (kept two days, and only a user's newest few): it cannot be imported. */
  importExpired?: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onImport: () => void;
}) {
  const creates = preview.create.length;
  const nothing = creates === 0 && preview.duplicates.length === 0 && preview.refusedTotal === 0;
  // One line says where things stand, the most pressing first.
  const status = nothing
    ? { strong: true, text: 'There is nothing to import in this file: it holds no shows.' }
    : blocked
      ? { strong: true, text: blocked }
      : creates === 0
        ? {
            strong: true,
            text: 'Nothing new to import: every show this file could add is already logged or refused.',
          }
        : {
            strong: false,
            text: 'Nothing changes until you press Import. Shows without a score can be rated afterwards.',
          };
  return (
    <SectionCard titleId="import-preview-title" padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md" aria-busy={refreshing}>
        <Group justify="space-between" align="center" gap="xs">
          <StepTitle id="import-preview-title" headingRef={headingRef}>
            Preview
          </StepTitle>
          {refreshing ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden />
              <Text fz="sm" c="dimmed">
                Updating the preview...
              </Text>
            </Group>
          ) : null}
        </Group>
        {nothing ? null : (
          <SimpleGrid cols={3} spacing="xs">
            <Count value={creates} label="to create" />
            <Count value={preview.duplicates.length} label="already logged" />
            <Count value={preview.refusedTotal} label="refused" />
          </SimpleGrid>
        )}
        <Text fw={600} c={status.strong ? 'bright' : 'dimmed'} fz={status.strong ? 'md' : 'sm'}>
          {status.text}
        </Text>
        {importError ? (
          <ErrorAlert title={importExpired ? 'This preview has expired' : 'The import stopped'}>
            {importExpired
              ? importError
              : `${importError} The shows already imported are kept; press Import again to carry on.`}
          </ErrorAlert>
        ) : null}
        {creates > 0 ? (
          <Group>
            <Button
              onClick={onImport}
              disabled={refreshing || stale || importExpired || blocked !== null}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Import {creates === 1 ? '1 show' : `${formatCount(creates)} shows`}
            </Button>
          </Group>
        ) : null}
        {nothing ? null : (
          <>
            <PreviewList
              preview={preview}
              kind="create"
              empty="No new shows in this file."
              renderItem={(row) => <CreateRow row={row} />}
            />
            <PreviewList
              preview={preview}
              kind="duplicates"
              empty="None of these shows is logged yet."
              renderItem={(row) => <DuplicateRow row={row} />}
            />
            <PreviewList
              preview={preview}
              kind="refused"
              empty="Every row could be read."
              renderItem={(refusal) => <RefusedRow refusal={refusal} />}
              more={moreRefusedText(preview)}
            />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

/** One of the preview's three counts at a glance (the lists below carry them as their titles). */
function Count({ value, label }: { value: number; label: string }) {
  return (
    <Paper radius="md" p="xs" bg={tone.sunken} aria-hidden>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={800} c="bright" lh={1.2}>
        {formatCount(value)}
      </Text>
      <Text fz="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
    </Paper>
  );
}
