import { roundAverage } from '@gigrank/domain';
import { StatCard, tone, type StatCardProps } from '@gigrank/ui';
import { Text, type MantineColor } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/AnchorLink';
import { RAISED_LINK } from './stat-links';
import classes from './ProfileStats.module.css';

/*
 * The profile's stat cards' wiring (SPEC section 2), written
 * once for ProfileStats and ArtistStatCards: a card read from one query, a
 * card that counts, the name that links to its page, the bold figures of
 * the details.
 */

type CardLook = Omit<StatCardProps, 'value' | 'details' | 'loading' | 'muted'>;

/**
 * A card of one query's pick (a favourite artist, the most visited city...):
 * skeletons while it loads; the pick's value and details; or, when there is
 * none (a failed fetch counts as none, SPEC section 8), `empty`, muted.
 */
export function PickStatCard<T>({
  query,
  empty,
  value,
  details,
  ...card
}: CardLook & {
  query: { isPending: boolean; data: T | null | undefined };
  empty: ReactNode;
  value: (pick: T) => ReactNode;
  details: (pick: T) => ReactNode;
}) {
  const pick = query.data ?? null;
  return (
    <StatCard
      {...card}
      loading={query.isPending}
      muted={!pick}
      value={pick ? value(pick) : empty}
      details={pick ? details(pick) : null}
    />
  );
}

/**
 * A card that counts (venues, festivals): the number (`shown`, when it is
 * written otherwise, '50+'), a dash when it could not be read; under it what
 * it counts, that there is none yet, or 'Could not load'.
 */
export function CountStatCard({
  query,
  count,
  shown = count,
  testId,
  counted,
  none,
  ...card
}: CardLook & {
  query: { isPending: boolean; isError: boolean };
  count: number;
  shown?: ReactNode;
  testId: string;
  counted: string;
  none: string;
}) {
  return (
    <StatCard
      {...card}
      loading={query.isPending}
      muted={!count}
      value={<span data-testid={testId}>{query.isError ? '–' : shown}</span>}
      details={query.isError ? 'Could not load' : count > 0 ? counted : none}
    />
  );
}

/** The artist's page, for a card's link. */
export function artistPage(artistName: string) {
  return linkOptions({ to: '/artist/$artistName', params: { artistName } });
}

/** The venue's page, for a card's link. */
export function venuePage(id: number) {
  return linkOptions({ to: '/venue/$id', params: { id } });
}

/**
 * A card's value that links to its page, in two lines at most. In a card
 * that opens a dialog the link is raised above the card's button; in a card
 * that only goes somewhere (`stretched`) it covers the whole card.
 */
export function StatLink({
  link,
  name,
  stretched = false,
}: {
  link: ReturnType<typeof artistPage> | ReturnType<typeof venuePage>;
  name: string;
  stretched?: boolean;
}) {
  return (
    <Text inherit lineClamp={2}>
      <AnchorLink
        {...link}
        c="inherit"
        inherit
        {...(stretched ? { className: classes.stretchedLink } : { style: RAISED_LINK })}
      >
        {name}
      </AnchorLink>
    </Text>
  );
}

/** A details line led by a bold figure: '82/100 average', '3 shows'. */
export function FigureLine({
  figure,
  color = tone.inkSoft,
  children,
}: {
  figure: ReactNode;
  color?: MantineColor;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text span fz="inherit" fw={800} c={color}>
        {figure}
      </Text>
      {children === undefined ? null : <> {children}</>}
    </div>
  );
}

/** '{average}/100 average', the figure in bold. */
export function AverageLine({ average, color }: { average: string; color?: MantineColor }) {
  return (
    <FigureLine figure={<>{roundAverage(average)}/100</>} color={color}>
      average
    </FigureLine>
  );
}
