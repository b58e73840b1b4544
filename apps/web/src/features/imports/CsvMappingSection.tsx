import {
  CSV_IMPORT_FIELDS,
  CSV_REQUIRED_FIELDS,
  missingCsvFields,
  type CsvDateOrder,
  type CsvImportInfo,
  type CsvMapping,
  type RatingScale,
} from '@gigrank/domain';
import { Alert, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { SectionCard } from '../../components/section-card';
import classes from './ImportPage.module.css';
import {
  choiceOfColumn,
  columnChoices,
  columnOfChoice,
  CSV_FIELD_LABELS,
  DATE_ORDER_CHOICES,
  dateOrderText,
  withColumn,
} from './import-text';
import { RatingScaleField } from './RatingScaleField';
import { ErrorAlert } from '../../components/LoadError';

/**
 * A CSV's columns matched to Gigrank's fields: each field with a
 * Select of the file's headers or "Not in the file", its first rows below,
 * the scale the score column is read in (when there is one), and, when its
 * dates could be read day or month first, the order to confirm. Every change
 * is sent again with the same file and refreshes the preview.
 */
export function CsvMappingSection({
  csv,
  mapping,
  dateOrder,
  ratingScale,
  askDateOrder,
  busy,
  error,
  onChange,
}: {
  csv: CsvImportInfo;
  /** The mapping on screen (the last sent). */
  mapping: CsvMapping;
  /** The date order the user confirmed, null until then. */
  dateOrder: CsvDateOrder | null;
  /** The score column's scale as the user chose it, null while the preview's guess stands. */
  ratingScale: RatingScale | null;
  /** The file's dates could be read day or month first: the user says which. */
  askDateOrder: boolean;
  /** A preview for the last change is on its way (the fields stay usable: the last change wins). */
  busy: boolean;
  /** Why the last change could not be previewed (the server's message), or null. */
  error: string | null;
  onChange: (
    mapping: CsvMapping,
    dateOrder: CsvDateOrder | null,
    ratingScale: RatingScale | null,
  ) => void;
}) {
  const choices = useMemo(() => columnChoices(csv.headers), [csv.headers]);
  const missing = missingCsvFields(mapping);
  return (
    <SectionCard titleId="import-columns-title" padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md" aria-busy={busy}>
        <Stack gap={4}>
          <Title order={2} id="import-columns-title" fz="lg" c="bright">
            Match the columns
          </Title>
          <Text fz="sm" c="dimmed">
            Each Gigrank field reads the column chosen for it. Date, artist and city are needed.
          </Text>
        </Stack>
        {csv.sample.length > 0 ? <SampleRows headers={csv.headers} rows={csv.sample} /> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          {CSV_IMPORT_FIELDS.map((field) => (
            <Fragment key={field}>
              <Select
                label={CSV_FIELD_LABELS[field]}
                withAsterisk={CSV_REQUIRED_FIELDS.includes(field)}
                data={choices}
                value={choiceOfColumn(mapping[field])}
                description={sampleOf(csv, mapping[field])}
                allowDeselect={false}
                onChange={(value) => {
                  const next = withColumn(mapping, field, columnOfChoice(value));
                  // Another score column is guessed afresh; other changes keep the chosen scale.
                  onChange(next, dateOrder, next.score === mapping.score ? ratingScale : null);
                }}
                comboboxProps={{ withinPortal: true }}
              />
              {/* The score column's scale, right after the Score field. */}
              {field === 'score' && mapping.score !== null ? (
                <RatingScaleField
                  scale={ratingScale ?? csv.ratingScale}
                  from={ratingScale ? 'chosen' : csv.ratingScaleFrom}
                  onChange={(scale) => onChange(mapping, dateOrder, scale)}
                />
              ) : null}
            </Fragment>
          ))}
        </SimpleGrid>
        {missing.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            Choose the column for {missing.map((f) => CSV_FIELD_LABELS[f].toLowerCase()).join(', ')}
            .
          </Alert>
        ) : null}
        {error ? <ErrorAlert title="The preview could not be updated">{error}</ErrorAlert> : null}
        {askDateOrder ? (
          <Radio.Group
            label="How are the dates written?"
            description="The dates in this file could be read either way: confirm the order before importing."
            value={dateOrder}
            onChange={(value) => {
              const choice = DATE_ORDER_CHOICES.find((c) => c.value === value);
              if (choice) onChange(mapping, choice.value, ratingScale);
            }}
            withAsterisk
          >
            <Stack gap="xs" mt={6}>
              {DATE_ORDER_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {dateOrderText(csv.dateOrder)}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

/** What the chosen column holds in the file's first row ('e.g. 03/04/2024'), under its field. */
function sampleOf(csv: CsvImportInfo, column: number | null): string | undefined {
  if (column === null) return undefined;
  const value = csv.sample.map((row) => row[column]?.trim() ?? '').find((cell) => cell !== '');
  return value ? `e.g. ${value.length > 40 ? `${value.slice(0, 39)}…` : value}` : undefined;
}

/** The file's first rows as a table, to see what each column holds. */
function SampleRows({ headers, rows }: { headers: string[]; rows: string[][] }) {
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={700} c="bright" id="import-sample-title">
        The file&apos;s first rows
      </Text>
      {/* Focusable: a keyboard can scroll it sideways on a phone. */}
      <div
        className={classes.sample}
        role="region"
        aria-labelledby="import-sample-title"
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              {headers.map((header, i) => (
                <th key={i} scope="col">
                  {header.trim() || `Column ${i + 1}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {headers.map((_, i) => (
                  <td key={i} title={row[i] ?? ''}>
                    {row[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
