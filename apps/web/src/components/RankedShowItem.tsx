import { formatShowDate, type Show } from '@gigrank/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { RankedShowRow } from '@gigrank/ui';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { AnchorLink } from './AnchorLink';

/** A ranked show: the artist opens the show page; the owner gets an edit button. */
export function RankedShowItem({
  show,
  total,
  onEdit,
  highlighted,
  followFocus = false,
  className,
}: {
  show: Show;
  /** Give it to display 'rank/total' (the Full Ranking). */
  total?: number;
  /** The owner's edit action; absent for visitors. */
  onEdit?: (show: Show) => void;
  /** The show just saved or moved (RankedShowRow's highlight). */
  highlighted?: boolean;
  /**
   * The list the user is looking at: when the highlighted show's rank moves,
   * its edit button (the control that opened the edit) takes the focus back.
   * Moving the row to its new place in the DOM drops the focus it held.
   */
  followFocus?: boolean;
  /** Extra styling of the row (the ranking ritual's arriving row). */
  className?: string;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  const shownRank = useRef(show.rank);
  useEffect(() => {
    const moved = shownRank.current !== show.rank;
    shownRank.current = show.rank;
    if (moved && highlighted && followFocus) editButton.current?.focus({ preventScroll: true });
  }, [show.rank, highlighted, followFocus]);
  return (
    <RankedShowRow
      className={className}
      highlighted={highlighted}
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
              ref={editButton}
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
