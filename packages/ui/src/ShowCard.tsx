import { Card, Divider, Group, Skeleton, Stack, type CardProps } from '@mantine/core';
import { tone } from './tokens';
import {
  relativeTime,
  type FestivalRef,
  type GigRef,
  type Show,
  type UserSummary,
} from '@gigrank/domain';
import type { ReactNode } from 'react';
import { ScoreBadge, VerdictLabel } from './score';
import { showCardFacts, type ShowCardVariant } from './show-card-facts';
import { ShowCardAlsoThere } from './ShowCardAlsoThere';
import {
  ShowCardArtists,
  ShowCardFeedActions,
  ShowCardFeedDetails,
  ShowCardFestival,
  ShowCardFrame,
  ShowCardPhotos,
  ShowCardPoster,
  ShowCardWhenWhere,
  type ShowCardLinkRenderer,
  type ShowCardShowLinkRenderer,
  type ShowCardVenueLinkRenderer,
} from './show-card-parts';

export interface ShowCardProps extends Omit<CardProps, 'children'> {
  show: Show;
  /** 'feed': Home's activity feeds; 'artist': an artist page's Shows tabs; 'gig': a gig page. */
  variant: ShowCardVariant;
  /** Opens the show; called on a click or Enter/Space anywhere outside a link or button. */
  onOpen?: (show: Show) => void;
  /** Links the poster: their username (feed), or their avatar and names (artist page). */
  renderUserLink?: ShowCardLinkRenderer<UserSummary>;
  /** Wraps an artist name (main artist, guests) in a link to the artist page. */
  renderArtistLink?: ShowCardLinkRenderer<string>;
  /** Wraps a festival set's 'Name Edition' in a link to the festival's page. */
  renderFestivalLink?: ShowCardLinkRenderer<FestivalRef>;
  /** False where the festival is the page itself: a set's stage and time without 'Set at ...'. */
  festivalName?: boolean;
  /** Links 'Also there: ...' (who else logged the gig) to the gig's page. */
  renderGigLink?: ShowCardLinkRenderer<GigRef>;
  /** Feed: the venue's name as a link to its page, shown when the show has a venue page. */
  renderVenueLink?: ShowCardVenueLinkRenderer;
  /** Feed: 'now' for the relative time (ms); pass a ticking value to keep times fresh. */
  now?: number;
  /** Feed and gig: renders the comment count as a link to the show; without it the count is plain text. */
  renderShowLink?: ShowCardShowLinkRenderer;
  /** Feed and gig: the viewer's like; without `onToggleLike` the count shows without a toggle. */
  liked?: boolean;
  likesCount?: number;
  onToggleLike?: (show: Show) => void;
}

function plain<T>(_target: T, children: ReactNode): ReactNode {
  return children;
}

/**
 * A show as a card (SPEC section 2). Both variants: the poster, the score in
 * its colour with the verdict of that score, the artist and 'with ...' guests
 * (each clickable), the date, the place, photo thumbnails; the card body opens
 * the show. The feed adds the relative time, the notes, 'Favorite song:',
 * 'Ranked #{rank}' or 'Not yet ranked', and the like and comment counts. The
 * artist page gives the venue with the city, and for a guest appearance the
 * main artist with a 'Guest appearance' badge. A festival set says
 * 'Set at {festival}' with its stage and time. Who else logged
 * the same gig: 'Also there: ...'. A gig page's card leaves out
 * what its page says once (the artist, date and place) and keeps the poster,
 * the score, the notes, the photos and the counts.
 */
export function ShowCard({
  show,
  variant,
  onOpen,
  renderUserLink = plain,
  renderArtistLink = plain,
  renderFestivalLink,
  renderVenueLink,
  renderGigLink,
  festivalName = true,
  now,
  renderShowLink,
  liked,
  likesCount,
  onToggleLike,
  ...props
}: ShowCardProps) {
  const facts = showCardFacts(show, variant);
  const feed = variant === 'feed';
  return (
    <ShowCardFrame
      aria-label={facts.label}
      onOpen={onOpen ? () => onOpen(show) : undefined}
      {...props}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <ShowCardPoster
          variant={variant}
          user={show.user}
          time={feed ? relativeTime(show.createdAt, now) : ''}
          createdAt={show.createdAt}
          renderUserLink={renderUserLink}
        />
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <ScoreBadge score={show.score} size="lg" />
          <VerdictLabel rating={facts.rating} size="xs" />
        </Stack>
      </Group>

      {variant === 'gig' ? (
        show.notes || show.favoriteSong ? (
          <Stack gap={6} mt="sm">
            <ShowCardFeedDetails show={show} rank={false} />
          </Stack>
        ) : null
      ) : (
        <Stack gap={6} mt="sm">
          <ShowCardArtists variant={variant} facts={facts} renderArtistLink={renderArtistLink} />
          {show.festival ? (
            <ShowCardFestival
              festival={show.festival}
              stage={show.stage}
              setTime={show.setTime}
              renderFestivalLink={renderFestivalLink}
              withName={festivalName}
            />
          ) : null}
          <ShowCardWhenWhere
            date={facts.date}
            place={facts.place}
            venue={
              // The artist page's place already names the venue.
              feed &&
              renderVenueLink &&
              show.venue &&
              show.venueId !== null &&
              show.venueId !== undefined
                ? renderVenueLink({ id: show.venueId, name: show.venue }, show.venue)
                : undefined
            }
          />
          <ShowCardAlsoThere show={show} renderGigLink={renderGigLink} />
          {feed ? <ShowCardFeedDetails show={show} /> : null}
        </Stack>
      )}

      <ShowCardPhotos show={show} artist={facts.artist} />

      {variant !== 'artist' ? (
        <>
          <Divider my="sm" color={tone.lineSoft} />
          <ShowCardFeedActions
            show={show}
            liked={liked}
            likesCount={likesCount}
            onToggleLike={onToggleLike}
            renderShowLink={renderShowLink}
          />
        </>
      ) : null}
    </ShowCardFrame>
  );
}

/** A placeholder show card while shows load; the feed's has its notes, rank and counts. */
export function ShowCardSkeleton({ variant }: { variant: ShowCardVariant }) {
  const feed = variant === 'feed';
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6}>
            <Skeleton height={12} width={feed ? 110 : 120} />
            <Skeleton height={10} width={feed ? 70 : 80} />
          </Stack>
        </Group>
        <Skeleton height={26} width={44} radius="sm" />
      </Group>
      <Skeleton height={18} width="55%" mt="md" />
      <Skeleton height={12} width="70%" mt="sm" />
      {feed ? (
        <>
          <Skeleton height={12} width="85%" mt="sm" />
          <Skeleton height={20} width={110} mt="sm" radius="sm" />
          <Group gap="xs" mt="md">
            <Skeleton height={22} width={52} radius="xl" />
            <Skeleton height={22} width={52} radius="xl" />
          </Group>
        </>
      ) : null}
    </Card>
  );
}
