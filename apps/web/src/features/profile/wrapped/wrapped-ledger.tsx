import { Chip, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { ledgerFacts, type LedgerFact, type LedgerFactKey } from '../../ledger';
import type { WrappedFormat } from './wrapped-image';
import { NamedStat, NumberStat } from './wrapped-parts';
import classes from './Wrapped.module.css';

/*
 * Wrapped's optional spend and travel tiles: the owner picks which of the
 * period's ledger figures (spend, cost per loved show, distance, furthest
 * gig, trips) go on the image. None does until picked, so nothing of what
 * the gigs cost or where the owner lives leaves without a choice; visitors
 * never see them (the ledger is not even asked for).
 */

/**
 * The owner's ledger for Wrapped's period and the figures picked for the
 * image: `offered` are those with something to say, `shown` those picked.
 */
export function useWrappedLedger(userId: number, year: number | undefined, isOwner: boolean) {
  const [picked, setPicked] = useState<LedgerFactKey[]>([]);
  const ledger = trpc.ledger.byUser.useQuery(
    { userId, year },
    { enabled: isOwner, placeholderData: keepPreviousData },
  );
  const offered = ledger.data ? ledgerFacts(ledger.data) : [];
  return {
    offered,
    shown: offered.filter((fact) => picked.includes(fact.key)),
    picked,
    setPicked,
    /** The figures are the last period's until the picked one's arrive. */
    stale: ledger.isPlaceholderData,
  };
}

/** The owner's picks: a chip per figure with something to say, all off until chosen. */
export function LedgerChoices({
  offered,
  picked,
  onChange,
}: {
  offered: readonly LedgerFact[];
  picked: readonly LedgerFactKey[];
  onChange: (picked: LedgerFactKey[]) => void;
}) {
  if (offered.length === 0) return null;
  return (
    <Stack gap={4} role="group" aria-labelledby="wrapped-ledger-title">
      <Text fz="sm" fw={600} id="wrapped-ledger-title">
        Spend & travel on the image
      </Text>
      <Text fz="xs" c="dimmed">
        Only you see these choices; nothing is shared unless you pick it.
      </Text>
      <Group gap={6}>
        <Chip.Group
          multiple
          value={[...picked]}
          onChange={(value) => onChange(value as LedgerFactKey[])}
        >
          {offered.map((fact) => (
            <Chip key={fact.key} value={fact.key} size="xs" variant="outline">
              {fact.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Stack>
  );
}

/**
 * One picked figure as a Wrapped tile: the trips as a number, the others as
 * a named value; the story's narrow tiles take the short label.
 */
function LedgerTile({ fact, format }: { fact: LedgerFact; format: WrappedFormat }) {
  const label = format === 'story' ? fact.short : fact.label;
  return fact.key === 'trips' ? (
    <NumberStat label={label} value={fact.value} note={fact.note} />
  ) : (
    <NamedStat label={label} name={fact.value} note={fact.note} />
  );
}

/** The picked figures' tiles, in a grid of their own (none when nothing is picked). */
export function LedgerTiles({
  facts,
  format,
}: {
  facts: readonly LedgerFact[];
  format: WrappedFormat;
}) {
  if (facts.length === 0) return null;
  return (
    <div className={classes.ledger} data-testid="wrapped-ledger">
      {facts.map((fact) => (
        <LedgerTile key={fact.key} fact={fact} format={format} />
      ))}
    </div>
  );
}
