import { formatDistance, moneyText, pluralize, type Ledger, type User } from '@gigrank/domain';
import { RowCard, tone } from '@gigrank/ui';
import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AnchorLink, ArtistAnchor } from '../../components/AnchorLink';
import { ProfileSection } from '../../components/ProfileSection';
import { ListSkeleton, PlainList, QueryStates } from '../../components/QueryStates';
import { trpc } from '../../lib/trpc';
import {
  ledgerFacts,
  ledgerYear,
  ledgerYearOptions,
  tripText,
  type LedgerFact,
} from './ledger-text';

/** How many artists and trips the card lists. */
const ARTISTS_SHOWN = 3;
const TRIPS_SHOWN = 3;

/**
 * The profile's "Spend & travel": what the user's gigs cost and how far they
 * went in a year (this one unless another is picked) or all time. Headline
 * figures (spend, cost per loved show, distance, furthest gig, trips), then
 * the spend per currency, the dearest and best-value shows, the artists most
 * spent on, and the trips. Rendered only for a viewer who may read it
 * (mayReadLedger): the owner, or a follower when the owner shares spend.
 */
export function LedgerCard({
  user,
  isOwner,
}: {
  user: Pick<User, 'id' | 'displayName'>;
  isOwner: boolean;
}) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  // The years with shows: the diary's own answer, which the profile's Diary card has already read.
  const diary = trpc.users.diary.useQuery({ userId: user.id });
  const ledger = trpc.ledger.byUser.useQuery(
    { userId: user.id, year: ledgerYear(year) },
    // Switching years keeps the last figures on screen until the next ones arrive.
    { placeholderData: keepPreviousData },
  );
  return (
    <ProfileSection
      titleId="ledger-title"
      title="Spend & travel"
      icon={IconTicket}
      color="spotlight"
      action={
        <Select
          aria-label="Spend and travel year"
          size="xs"
          w={110}
          data={ledgerYearOptions(diary.data?.years ?? [], thisYear)}
          value={year}
          onChange={(value) => {
            if (value) setYear(value);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      }
    >
      <QueryStates
        query={ledger}
        loading={<ListSkeleton label="Loading spend and travel" height={64} />}
        errorMessage="Failed to load spend and travel"
      >
        {ledger.data ? (
          <LedgerBody ledger={ledger.data} isOwner={isOwner} busy={ledger.isPlaceholderData} />
        ) : null}
      </QueryStates>
    </ProfileSection>
  );
}

/** What the card's parts read: the ledger, and whether the owner reads it. */
interface PartProps {
  ledger: Ledger;
  isOwner: boolean;
}

/** The figures and details; dimmed while `busy` (another year's are on their way). */
function LedgerBody({ ledger, isOwner, busy }: PartProps & { busy: boolean }) {
  const facts = ledgerFacts(ledger);
  return (
    <Stack gap="md" aria-busy={busy} opacity={busy ? 0.6 : 1}>
      {facts.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
          {facts.map((fact) => (
            <FactTile key={fact.key} fact={fact} />
          ))}
        </SimpleGrid>
      ) : null}
      <SpendDetails ledger={ledger} isOwner={isOwner} />
      <TravelDetails ledger={ledger} isOwner={isOwner} />
    </Stack>
  );
}

/** A headline figure: a group named by its label. */
function FactTile({ fact }: { fact: LedgerFact }) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs" role="group" aria-label={fact.label} miw={0}>
      <Text fz={10} fw={800} tt="uppercase" lts={0.6} c="spotlight.8">
        {fact.label}
      </Text>
      <Text fz="lg" fw={900} c="bright" style={{ overflowWrap: 'anywhere' }}>
        {fact.value}
      </Text>
      <Text fz="xs" c="dimmed">
        {fact.note}
      </Text>
    </Paper>
  );
}

/** A sub-heading of the card, with what it heads. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" c="bright">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A line that says there is nothing (yet). */
function NoneLine({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** A labelled line whose value links to a show. */
function ShowLine({
  label,
  showId,
  children,
}: {
  label: string;
  showId: number;
  children: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" fz="sm">
      <Text span fz="sm" c={tone.inkSoft} style={{ flex: 'none' }}>
        {label}
      </Text>
      <AnchorLink to="/show/$id" params={{ id: showId }} fz="sm" fw={700}>
        {children}
      </AnchorLink>
    </Group>
  );
}

function SpendDetails({ ledger, isOwner }: PartProps) {
  const { spend, costPerLovedShow, mostExpensive, bestValue, artists } = ledger;
  if (spend.length === 0) {
    return (
      <Part title="Spend">
        <NoneLine>
          {isOwner ? 'No ticket prices yet — add one when you log a show' : 'No ticket prices yet'}
        </NoneLine>
      </Part>
    );
  }
  const lovedIn = new Map(costPerLovedShow.map((total) => [total.currency, total.amount]));
  return (
    <Part title="Spend">
      <PlainList label="Spend per currency">
        {spend.map((total) => {
          const loved = lovedIn.get(total.currency);
          return (
            <Text component="li" key={total.currency} fz="sm">
              <Text span fw={800} c="bright" fz="sm">
                {moneyText(total.amount, total.currency)}
              </Text>{' '}
              on {pluralize(total.shows, 'show')}
              {loved ? ` · ${moneyText(loved, total.currency)} per loved show` : null}
            </Text>
          );
        })}
      </PlainList>
      {mostExpensive ? (
        <ShowLine label="Most expensive" showId={mostExpensive.showId}>
          {moneyText(mostExpensive.amount, mostExpensive.currency)}
        </ShowLine>
      ) : null}
      {bestValue ? (
        <ShowLine label="Best value" showId={bestValue.showId}>
          {`${moneyText(bestValue.amount, bestValue.currency)} for a ${bestValue.score}`}
        </ShowLine>
      ) : null}
      {artists.length > 0 ? (
        <Text fz="xs" fw={700} c={tone.inkSoft} tt="uppercase" lts={0.4} mt={4}>
          Most spent on
        </Text>
      ) : null}
      {artists.length > 0 ? (
        <PlainList ordered label="Most spent on">
          {artists.slice(0, ARTISTS_SHOWN).map((artist) => (
            <RowCard key={`${artist.artistId} ${artist.currency}`} py={6}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <ArtistAnchor
                  name={artist.artistName}
                  fz="sm"
                  fw={700}
                  c="bright"
                  style={{ overflowWrap: 'anywhere' }}
                />
                <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
                  {moneyText(artist.amount, artist.currency)} · {pluralize(artist.shows, 'show')}
                </Text>
              </Group>
            </RowCard>
          ))}
        </PlainList>
      ) : null}
    </Part>
  );
}

function TravelDetails({ ledger, isOwner }: PartProps) {
  const { homeCity, furthest, trips } = ledger;
  const more = trips.length - TRIPS_SHOWN;
  // Distances are counted from the profile's city: the owner is told how to have them.
  const hint = homeCity === null && isOwner;
  return (
    <Part title="Travel">
      {hint ? <NoneLine>Set your city in your profile to count distances</NoneLine> : null}
      {furthest ? (
        <ShowLine label="Furthest gig" showId={furthest.showId}>
          {`${furthest.city} · ${formatDistance(furthest.distanceKm, ledger.unit)}`}
        </ShowLine>
      ) : null}
      {trips.length > 0 ? (
        <PlainList label="Trips">
          {trips.slice(0, TRIPS_SHOWN).map((trip) => (
            <Text component="li" key={trip.showIds[0]} fz="sm">
              <AnchorLink to="/show/$id" params={{ id: trip.showIds[0]! }} fz="sm" fw={600}>
                {tripText(trip)}
              </AnchorLink>{' '}
              <Text span fz="xs" c="dimmed">
                · {pluralize(trip.showIds.length, 'show')}
              </Text>
            </Text>
          ))}
          {more > 0 ? (
            <Text component="li" fz="xs" c="dimmed">
              and {pluralize(more, 'more trip')}
            </Text>
          ) : null}
        </PlainList>
      ) : null}
      {!furthest && trips.length === 0 && !hint ? (
        <NoneLine>No gigs away from home yet</NoneLine>
      ) : null}
    </Part>
  );
}
