import {
  formatShowDate,
  type ImportDuplicate,
  type ImportPreview,
  type ImportRefusal,
  type ImportRow,
} from '@gigrank/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import classes from './ImportPage.module.css';
import { festivalText, formatCount, placeText, previewCounts, setlistText } from './import-text';

/** Rows a list shows at first, and how many more each press of its button adds. */
const PREVIEW_WINDOW = 50;

/**
 * One of the preview's lists (`preview[kind]`), titled with its count: the
 * first PREVIEW_WINDOW rows, then more on demand (an upload may hold 5,000
 * rows; they are never all rendered at once unless asked for, 50 at a time).
 */
export function PreviewList<K extends 'create' | 'duplicates' | 'refused'>({
  preview,
  kind,
  empty,
  renderItem,
  more,
}: {
  preview: ImportPreview;
  kind: K;
  empty: string;
  renderItem: (item: ImportPreview[K][number]) => ReactNode;
  /** What the server left out of the list (the refusals past the first 50), said under it. */
  more?: string | null;
}) {
  const id = `import-${kind}`;
  const title = previewCounts(preview)[kind];
  const items: readonly ImportPreview[K][number][] = preview[kind];
  const [shown, setShown] = useState(PREVIEW_WINDOW);
  const visible = items.slice(0, shown);
  const rest = items.length - visible.length;
  const titleId = `${id}-title`;
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Title order={3} id={titleId} fz="md" c="bright">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <>
          <ul className={classes.list} aria-labelledby={titleId}>
            {visible.map((item, i) => (
              <Fragment key={i}>{renderItem(item)}</Fragment>
            ))}
          </ul>
          {rest > 0 ? (
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                Showing {formatCount(visible.length)} of {formatCount(items.length)}
              </Text>
              <Button
                variant="light"
                size="xs"
                onClick={() => setShown((n) => n + PREVIEW_WINDOW)}
                aria-label={`Show ${formatCount(Math.min(rest, PREVIEW_WINDOW))} more: ${title}`}
              >
                Show {formatCount(Math.min(rest, PREVIEW_WINDOW))} more
              </Button>
            </Group>
          ) : null}
          {more ? (
            <Text fz="sm" c="dimmed">
              {more}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** 'June 21, 2024 · Lisbon (PT) · Coliseu dos Recreios', and a set's 'Primavera Sound 2024, Main Stage'. */
function whenAndWhere(row: ImportRow): string {
  return [formatShowDate(row.date), placeText(row), row.venue, festivalText(row)]
    .filter(Boolean)
    .join(' · ');
}

/** A show the import will create: date, artist, place, venue, score or "No score yet", setlist songs. */
export function CreateRow({ row }: { row: ImportRow }) {
  const songs = setlistText(row);
  return (
    <li className={classes.row}>
      <div className={classes.rowTitle}>
        <span className={classes.artist}>{row.artist}</span>
        {row.score === null ? (
          <span className={classes.unscored}>No score yet</span>
        ) : (
          <span className={classes.score}>Score {row.score}</span>
        )}
      </div>
      <div className={classes.meta}>{whenAndWhere(row)}</div>
      {songs ? <div className={classes.meta}>{songs}</div> : null}
    </li>
  );
}

/** A row skipped: already logged, or repeated earlier in the same upload. */
export function DuplicateRow({ row }: { row: ImportDuplicate }) {
  return (
    <li className={classes.row}>
      <div className={classes.rowTitle}>
        <span className={classes.artist}>{row.artist}</span>
      </div>
      <div className={classes.meta}>{whenAndWhere(row)}</div>
      <div className={classes.meta}>
        {row.showId === null ? 'Repeated in this upload' : 'Already in your shows'}
      </div>
    </li>
  );
}

/** A row that cannot become a show: its number and the reason. */
export function RefusedRow({ refusal }: { refusal: ImportRefusal }) {
  return (
    <li className={classes.row}>
      {/* Row 0: the file as a whole (a column to choose), not one of its rows. */}
      {refusal.row > 0 ? <span className={classes.rowNumber}>Row {refusal.row}</span> : null}
      <span className={classes.meta}>{refusal.message}</span>
    </li>
  );
}
