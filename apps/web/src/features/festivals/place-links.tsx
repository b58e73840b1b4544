import type { Show } from '@gigrank/domain';
import { Anchor, Group, Text, type AnchorProps } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/AnchorLink';
import { onPlainClick } from '../../lib/plain-click';
import { festivalTitle, stageAndTime } from './festival-text';

/** The path of a venue's page (built in the venue screens). */
function venuePath(venueId: number): string {
  return `/venue/${venueId}`;
}

/**
 * A link to a venue's page, /venue/{id}, moving within the app on a plain
 * click (a click with a modifier key opens it as the browser would).
 */
export function VenueLink({
  venueId,
  children,
  className,
  ...anchor
}: {
  venueId: number;
  children: ReactNode;
  className?: string;
} & AnchorProps) {
  const router = useRouter();
  const href = venuePath(venueId);
  const open = onPlainClick(() => router.history.push(href));
  return (
    <Anchor href={href} onClick={open} className={className} {...anchor}>
      {children}
    </Anchor>
  );
}

/** The show page's festival line: 'Set at Primavera Sound 2026 · Main stage · 21:30'. */
export function FestivalSetLine({ show }: { show: Show }) {
  if (!show.festival) return null;
  const when = stageAndTime(show.stage, show.setTime);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="show-festival">
      <IconConfetti size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fw={600} component="span">
        Set at{' '}
        <AnchorLink to="/festival/$id" params={{ id: show.festival.id }} fw={700} inherit>
          {festivalTitle(show.festival)}
        </AnchorLink>
        {when ? ` · ${when}` : null}
      </Text>
    </Group>
  );
}
