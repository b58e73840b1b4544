import type { ImportSource } from '@gigrank/domain';
import { Button, CloseButton, FileInput, Group, Radio, Stack, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';
import { ErrorAlert } from '../../components/LoadError';

/** The two sources, each with what to give. */
const SOURCES: { value: ImportSource; label: string; description: string }[] = [
  {
    value: 'setlistfm',
    label: 'setlist.fm',
    description: 'The shows you marked as attended on setlist.fm.',
  },
  {
    value: 'csv',
    label: 'CSV spreadsheet',
    description:
      "A spreadsheet saved as CSV with a header row (Gigrank's own export works too); you match its columns to Gigrank's fields next.",
  },
];

const FILE_INPUTS: Record<
  ImportSource,
  { label: string; accept: string; placeholder: string; description?: string }
> = {
  setlistfm: {
    label: 'setlist.fm JSON pages',
    accept: '.json,application/json',
    placeholder: 'Choose one or more .json files',
    description: 'Or, if you have your attended list saved as setlist.fm JSON pages, choose them.',
  },
  csv: { label: 'CSV file', accept: '.csv,text/csv', placeholder: 'Choose a .csv file' },
};

/**
 * Step 1: where the history comes from, its files, and the upload that
 * previews them; for setlist.fm, `setlistFm` (the fetch by username) first.
 */
export function SourceSection({
  source,
  files,
  uploading,
  error,
  setlistFm,
  onSourceChange,
  onFilesChange,
  onUpload,
}: {
  source: ImportSource;
  files: File[];
  uploading: boolean;
  /** The server's word on the last upload (a bad file), or a failure to reach it. */
  error: string | null;
  setlistFm?: ReactNode;
  onSourceChange: (source: ImportSource) => void;
  onFilesChange: (files: File[]) => void;
  onUpload: () => void;
}) {
  const multiple = source === 'setlistfm';
  const fileInput = {
    ...FILE_INPUTS[source],
    leftSection: <IconFileUpload size={16} aria-hidden />,
    rightSection:
      files.length > 0 ? (
        <CloseButton
          size="sm"
          aria-label={multiple ? 'Clear the chosen files' : 'Clear the chosen file'}
          onClick={() => onFilesChange([])}
        />
      ) : undefined,
  };
  return (
    <SectionCard titleId="import-source-title" padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} id="import-source-title" fz="lg" c="bright">
          Choose your source
        </Title>
        <Radio.Group
          value={source}
          onChange={(value) => {
            const next = SOURCES.find((s) => s.value === value);
            if (next) onSourceChange(next.value);
          }}
          label="Import from"
        >
          <Stack gap="sm" mt={6}>
            {SOURCES.map((s) => (
              <Radio key={s.value} value={s.value} label={s.label} description={s.description} />
            ))}
          </Stack>
        </Radio.Group>
        {source === 'setlistfm' ? setlistFm : null}
        {/* Keyed by source: switching empties the input along with the chosen files. */}
        {multiple ? (
          <FileInput
            key="setlistfm"
            multiple
            {...fileInput}
            value={files}
            onChange={(next) => onFilesChange(next)}
          />
        ) : (
          <FileInput
            key="csv"
            {...fileInput}
            value={files[0] ?? null}
            onChange={(next) => onFilesChange(next ? [next] : [])}
          />
        )}
        {error ? <ErrorAlert title="This file cannot be imported">{error}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button
            onClick={onUpload}
            loading={uploading}
            disabled={files.length === 0}
            fullWidth={false}
          >
            Preview import
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
