import { Badge, Card, Group, Stack, Text, type CardProps } from '@mantine/core';
import { tone } from './tokens';
import { type FestivalRef, type UserSummary, type VenueRef } from '@gigrank/domain';
import {
  IconBuildingStadium,
  IconCalendar,
  IconConfetti,
  IconMapPin,
  IconMicrophone2,
  type SpriteIcon,
} from './icon-sprite';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { ShowCardFacts, ShowCardVariant } from './show-card-facts';
import { UserAvatar, avatarOf } from './UserAvatar';
import { UserIdentity } from './UserIdentity';
import classes from './ShowCard.module.css';

import type { ShowCardLinkRenderer, ShowCardShowLinkRenderer } from './show-card-links';

export type { ShowCardLinkRenderer, ShowCardShowLinkRenderer };

/**
 * True when the event started on a link, button or field inside the card (not
 * the card itself): such clicks do their own thing and must not open the card.
 */
function fromInnerControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const control = target?.closest('a, button, input, textarea, select, [role="button"]');
  return !!control && control !== event.currentTarget;
}

/** The card, an article named `label`; with `onOpen`, a click or Enter/Space outside its links opens it. */
export function ShowCardFrame({
  onOpen,
  className,
  children,
  ...props
}: Omit<CardProps, 'onClick' | 'onKeyDown'> & {
  'aria-label': string;
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      component="article"
      className={className ? `${classes.card} ${className}` : classes.card}
      withBorder
      radius="lg"
      padding="md"
      tabIndex={onOpen ? 0 : undefined}
      data-clickable={onOpen ? true : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!onOpen || fromInnerControl(event)) return;
        onOpen();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (!onOpen || event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      style={onOpen ? { cursor: 'pointer' } : undefined}
      {...props}
    >
      {children}
    </Card>
  );
}

/**
 * Who posted the show. The feed: the avatar, the username as a link and the
 * relative time. The artist and gig pages: avatar, display name and @handle, all one link.
 */
export function ShowCardPoster({
  variant,
  user,
  time,
  createdAt,
  renderUserLink,
}: {
  variant: ShowCardVariant;
  user: UserSummary;
  /** The relative time (feed). */
  time: string;
  createdAt: string;
  renderUserLink: ShowCardLinkRenderer<UserSummary>;
}) {
  if (variant !== 'feed') return renderUserLink(user, <UserIdentity user={user} />);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <UserAvatar {...avatarOf(user)} radius="xl" size={40} aria-hidden />
      <Stack gap={0} miw={0}>
        <Text fw={700} c="bright" truncate="end" component="span">
          {renderUserLink(user, user.username)}
        </Text>
        {time ? (
          <Text fz="xs" c="dimmed" component="time" dateTime={createdAt}>
            {time}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/**
 * The artist line: in the feed a long name wraps beside its icon; on the
 * artist page the 'Guest appearance' badge may wrap under the name.
 */
const ARTIST_LINE = {
  feed: { wrap: 'nowrap', align: 'flex-start', iconTop: 4, lh: 1.3, component: 'p' },
  artist: { wrap: 'wrap', align: 'center', iconTop: 0, lh: 1.25, component: 'span' },
} as const;

/** The artist (a link), 'Guest appearance' on a guest listing, and the 'with ...' guests. */
export function ShowCardArtists({
  variant,
  facts,
  renderArtistLink,
}: {
  variant: Exclude<ShowCardVariant, 'gig'>;
  facts: ShowCardFacts;
  renderArtistLink: ShowCardLinkRenderer<string>;
}) {
  const line = ARTIST_LINE[variant];
  return (
    <>
      <Group gap={8} wrap={line.wrap} align={line.align}>
        <IconMicrophone2
          size={18}
          aria-hidden
          style={{ flexShrink: 0, marginTop: line.iconTop || undefined }}
        />
        <Text
          fw={800}
          fz="lg"
          c="bright"
          lh={line.lh}
          component={line.component}
          style={variant === 'feed' ? { overflowWrap: 'anywhere' } : undefined}
        >
          {renderArtistLink(facts.artist, facts.artist)}
        </Text>
        {/* Dark ink on a light amber fill that stays light in dark mode. */}
        {facts.isGuest ? (
          <Badge color="spotlight.3" c="midnight.9" variant="filled" radius="sm" tt="none">
            Guest appearance
          </Badge>
        ) : null}
      </Group>
      {facts.guests.length > 0 ? (
        <Text fz="sm" c="dimmed">
          with{' '}
          {facts.guests.map((guest, i) => (
            <span key={guest}>
              {i > 0 ? ', ' : null}
              {renderArtistLink(guest, guest)}
            </span>
          ))}
        </Text>
      ) : null}
    </>
  );
}

/** One of a card's when-and-where facts after its icon; `clamp`: cut to one line when long. */
function WhenWhereFact({
  Icon,
  clamp = false,
  className,
  children,
}: {
  Icon: SpriteIcon;
  clamp?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap" miw={clamp ? 0 : undefined}>
      <Icon size={15} aria-hidden style={clamp ? { flexShrink: 0 } : undefined} />
      <Text fz="sm" component="span" lineClamp={clamp ? 1 : undefined} className={className}>
        {children}
      </Text>
    </Group>
  );
}

/** The date and the place, each with its icon; the venue's link before the place when given. */
export function ShowCardWhenWhere({
  date,
  place,
  venue,
}: {
  date: string;
  place: string;
  venue?: ReactNode;
}) {
  return (
    <Group gap={4} c="dimmed" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
      <WhenWhereFact Icon={IconCalendar}>{date}</WhenWhereFact>
      {venue ? (
        <WhenWhereFact Icon={IconBuildingStadium} clamp className={classes.venue}>
          {venue}
        </WhenWhereFact>
      ) : null}
      <WhenWhereFact Icon={IconMapPin} clamp>
        {place}
      </WhenWhereFact>
    </Group>
  );
}

/** 'Set at Primavera Sound 2026' (the festival a link when a renderer is given), with the stage and time. */
export function ShowCardFestival({
  festival,
  stage,
  setTime,
  renderFestivalLink,
  withName = true,
}: {
  festival: FestivalRef;
  stage?: string | null;
  setTime?: string | null;
  renderFestivalLink?: ShowCardLinkRenderer<FestivalRef>;
  /** False on the festival's own page: only the stage and time, when given. */
  withName?: boolean;
}) {
  const title = `${festival.name} ${festival.edition}`;
  const when = [stage?.trim(), setTime?.trim()].filter(Boolean).join(' · ');
  if (!withName) {
    return when ? (
      <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="show-card-festival">
        <IconConfetti size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {when}
        </Text>
      </Group>
    ) : null;
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="show-card-festival">
      <IconConfetti size={15} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        Set at{' '}
        <Text span fw={700} c={tone.inkSoft} inherit>
          {renderFestivalLink ? renderFestivalLink(festival, title) : title}
        </Text>
        {when ? ` · ${when}` : null}
      </Text>
    </Group>
  );
}

/** A venue's name, a link to its page when it has one and a renderer is given. */
export type ShowCardVenueLinkRenderer = ShowCardLinkRenderer<VenueRef>;

export { ShowCardFeedActions, ShowCardFeedDetails, ShowCardPhotos } from './show-card-feed-parts';
