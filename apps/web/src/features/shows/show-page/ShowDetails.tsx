import { moneyText, type Show } from '@gigrank/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMusic, IconNotes, IconTicket, IconUsers } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/AnchorLink';
import { TitledSectionCard } from '../../../components/section-card';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../auth';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Text
        fz="xs"
        c="dimmed"
        tt="uppercase"
        fw={700}
        lts={0.5}
        component="h3"
        m={0}
        style={{ display: 'flex', alignItems: 'center', gap: 6 }}
      >
        {icon}
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The companion's username, linked to their profile when it names a user. */
function CompanionLink({ username, userId }: { username: string; userId?: number | null }) {
  const me = useCurrentUser();
  if (userId === null || userId === undefined) return <Text fw={600}>{username}</Text>;
  return userId === me.id ? (
    <AnchorLink to="/profile" fw={600}>
      @{username}
    </AnchorLink>
  ) : (
    <AnchorLink to="/profile/$id" params={{ id: userId }} fw={600}>
      @{username}
    </AnchorLink>
  );
}

/** The ticket as its reader sees it: '€45.50 · Standing · Ticketline'. */
function ticketText(ticket: NonNullable<Show['ticket']>): string {
  const price = moneyText(ticket.amount, ticket.currency);
  return [price, ticket.seat, ticket.seller].filter(Boolean).join(' · ');
}

/** Notes, favourite song, companion and the ticket (to who may see it); only what the show has. */
export function ShowDetails({ show }: { show: Show }) {
  const hasAny = Boolean(show.notes || show.favoriteSong || show.companion || show.ticket);
  return (
    <TitledSectionCard titleId="show-details-title" title="About this show">
      {!hasAny ? (
        <Text c="dimmed" fz="sm">
          No notes, favorite song or companion were added.
        </Text>
      ) : (
        <Stack gap="lg">
          {show.notes ? (
            <Detail icon={<IconNotes size={14} aria-hidden />} label="Notes">
              <Text
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="show-notes"
              >
                {show.notes}
              </Text>
            </Detail>
          ) : null}
          {show.favoriteSong || show.companion ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
              {show.favoriteSong ? (
                <Detail icon={<IconMusic size={14} aria-hidden />} label="Favorite song">
                  <Text fw={600}>{show.favoriteSong}</Text>
                </Detail>
              ) : null}
              {show.companion ? (
                <Detail icon={<IconUsers size={14} aria-hidden />} label="Went with">
                  <CompanionLink username={show.companion} userId={show.companionUserId} />
                </Detail>
              ) : null}
            </SimpleGrid>
          ) : null}
          {show.ticket ? (
            <Detail icon={<IconTicket size={14} aria-hidden />} label="Ticket">
              <Text fw={600} data-testid="show-ticket">
                {ticketText(show.ticket)}
              </Text>
            </Detail>
          ) : null}
        </Stack>
      )}
    </TitledSectionCard>
  );
}
