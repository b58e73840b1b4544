import { formatShowDate, type Show } from '@gigrank/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { RankedShowRow } from '@gigrank/ui';
import { IconPencil } from '@tabler/icons-react';
import { AnchorLink } from '../shows/show-page/AnchorLink';

/** A ranked show: the artist opens the show page; the owner gets an edit button. */
export function RankedShowItem({
  show,
  total,
  onEdit,
}: {
  show: Show;
  /** Give it to display 'rank/total' (the Full Ranking). */
  total?: number;
  /** The owner's edit action; absent for visitors. */
  onEdit?: (show: Show) => void;
}) {
  return (
    <RankedShowRow
      rank={show.rank}
      total={total}
      score={show.score}
      date={formatShowDate(show.date)}
      city={show.city}
      artist={
        <AnchorLink to="/show/$id" params={{ id: show.id }} c="inherit" fw={700}>
          {show.artist}
        </AnchorLink>
      }
      actions={
        onEdit ? (
          <Tooltip label="Edit rating">
            <ActionIcon
              variant="subtle"
              color="midnight"
              size="lg"
              aria-label={`Edit ${show.artist} show`}
              onClick={() => onEdit(show)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}
